// Document, document_representation, email_submission, account and user resources.
import type { DocumentRecord, DocumentStore, EmailSubmission } from "../documents/document-store";
import { SCHEMA_VERSION } from "../documents/document-store";
import type { Resource } from "../http/jsonapi";
import { withRelations } from "../http/jsonapi";
import { iso } from "../lib/time";
import { ACCOUNT_IDS, USER_IDS, type AccountName } from "../world/reference-data";
import type { ResourceContext } from "./resource-context";
import { containerResource, shipmentResource } from "./container-and-shipment";

const COMPANY: Record<AccountName, string> = {
  demo: "Quayside Demo Drayage",
  trial: "Quayside Trial Drayage",
  free: "Quayside Free Drayage",
};

export const accountResource = (account: AccountName): Resource => ({
  id: ACCOUNT_IDS[account],
  type: "account",
  attributes: { company_name: COMPANY[account] },
});

export const userResource = (account: AccountName): Resource => ({
  id: USER_IDS[account],
  type: "user",
  attributes: { first_name: "Sim", last_name: "Dispatcher", email: `dispatch@${account}.quayside.test` },
});

function visibleProcessed(d: DocumentRecord, now: number): boolean {
  return d.processed && d.processAt <= now;
}

export function representationResource(d: DocumentRecord): Resource | null {
  if (!d.representation) return null;
  const payload = d.extractedDataManual
    ? { ...d.representation.payload, ...d.extractedDataManual }
    : d.representation.payload;
  return {
    id: d.representation.id,
    type: "document_representation",
    attributes: {
      schema_version: SCHEMA_VERSION,
      payload,
      created_at: iso(d.representation.createdAt),
      updated_at: iso(d.updatedAt),
    },
  };
}

export function emailEmbeddedResource(e: EmailSubmission): Resource {
  return {
    id: e.id,
    type: "email_submission",
    attributes: {
      subject: e.subject,
      body_preview: e.body
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 140),
      from: e.from,
      to: e.to,
      cc: e.cc,
      message_id: e.messageId,
      sent_at: iso(e.sentAt),
      created_at: iso(e.createdAt),
      updated_at: iso(e.createdAt),
    },
  };
}

export function documentResource(ctx: ResourceContext, store: DocumentStore, d: DocumentRecord): Resource {
  const processed = visibleProcessed(d, ctx.now);
  const email = d.emailSubmissionId ? store.emails.get(d.emailSubmissionId) : undefined;
  const attributes: Record<string, unknown> = {
    id: d.id,
    name: d.name,
    document_type_manual: d.documentTypeManual,
    classification_notes: processed ? d.classificationNotes : null,
    source: d.source,
    file_name: d.fileName,
    file_content_type: d.contentType,
    file_size_bytes: d.sizeBytes,
    created_at: iso(d.createdAt),
    updated_at: iso(processed ? d.updatedAt : d.createdAt),
  };
  // Until classification has run there is no system type; the attribute is left out rather than null.
  if (processed && d.documentType) attributes.document_type = d.documentType;
  if (d.segment) attributes.parsed = { packetSegment: { startPage: d.segment.startPage, endPage: d.segment.endPage } };
  const rep = processed ? representationResource(d) : null;
  const shipments = processed
    ? d.shipmentIds.map((id) => ctx.world.findShipment(id)).filter((s) => s !== undefined)
    : [];
  const containers = processed
    ? d.containerIds.map((id) => ctx.world.findContainer(id)).filter((c) => c !== undefined)
    : [];
  const relationships: Record<string, unknown> = {
    account: { data: { id: ACCOUNT_IDS[d.account], type: "account" } },
    user: {
      data: d.source === "email" || d.source === "split_document" ? null : { id: USER_IDS[d.account], type: "user" },
    },
    email_submission: { data: email ? { id: email.id, type: "email_submission" } : null },
    last_document_representation: { data: rep ? { id: rep.id, type: rep.type } : null },
    shipments: { data: shipments.map((s) => ({ id: s.id, type: "shipment" })) },
    cargos: { data: containers.map((c) => ({ id: c.id, type: "container" })) },
  };
  if (d.parentId) relationships.parent_document = { data: { id: d.parentId, type: "document" } };
  const r: Resource = {
    id: d.id,
    type: "document",
    attributes,
    relationships,
    links: { self: `/documents/${d.id}`, download: `/documents/${d.id}/download_url` },
  };
  return withRelations(r, {
    account: () => [accountResource(d.account)],
    user: () => (d.source === "email" || d.source === "split_document" ? [] : [userResource(d.account)]),
    email_submission: () => (email ? [emailEmbeddedResource(email)] : []),
    last_document_representation: () => (rep ? [rep] : []),
    shipments: () => shipments.map((s) => shipmentResource(ctx, s)),
    cargos: () => containers.map((c) => containerResource(ctx, c)),
    parent_document: () => {
      const parent = d.parentId ? store.documents.get(d.parentId) : undefined;
      return parent ? [documentResource(ctx, store, parent)] : [];
    },
  });
}

export function emailResource(ctx: ResourceContext, store: DocumentStore, e: EmailSubmission): Resource {
  const docs = e.documentIds
    .map((id) => store.documents.get(id))
    .filter((d): d is DocumentRecord => d !== undefined && !d.deleted && d.createdAt <= ctx.now);
  const r: Resource = {
    id: e.id,
    type: "email_submission",
    attributes: {
      subject: e.subject,
      body: e.body,
      from: e.from,
      to: e.to,
      cc: e.cc,
      sent_at: iso(e.sentAt),
      message_id: e.messageId,
      in_reply_to: e.inReplyTo,
      references: e.references,
      content_type: e.contentType,
      documents_count: docs.length,
      created_at: iso(e.createdAt),
      updated_at: iso(e.createdAt),
    },
    relationships: {
      account: { data: { id: ACCOUNT_IDS[e.account], type: "account" } },
      user: { data: null },
      documents: { data: docs.map((d) => ({ id: d.id, type: "document" })) },
    },
    links: { self: `/email_submissions/${e.id}` },
  };
  return withRelations(r, {
    account: () => [accountResource(e.account)],
    user: () => [],
    documents: () => docs.map((d) => documentResource(ctx, store, d)),
  });
}
