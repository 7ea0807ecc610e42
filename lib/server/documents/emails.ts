import "server-only";

import { namedNumbers } from "@/lib/domain/document-references";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { EmailDetail, EmailList } from "@/lib/shared/document-api";
import { isHtmlEmail } from "@/lib/shared/email-body-policy";

import { applyDocuments } from "../sync/document-sync";
import { asArray } from "../upstream/json-api";
import { upstreamFor } from "../sync/upstream";

import { isUuid } from "@/lib/shared/db-ranges";

import { DOCUMENT_ROW_SELECT, toDocumentRows } from "./document-row";
import { inertEmailDocument } from "./inert-email-html";
import { manualFact, resolveLinks } from "./link-resolve";

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? [value]
      : [];
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

export async function listEmails(workspaceId: string, page: number, pageSize: number): Promise<EmailList> {
  const [rows, total] = await Promise.all([
    db.emailSubmission.findMany({
      where: { workspaceId },
      orderBy: [{ sentAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.emailSubmission.count({ where: { workspaceId } }),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      from: r.fromAddress,
      sentAt: (r.sentAt ?? r.receivedAt)?.toISOString() ?? null,
      documentsCount: r.documentsCount,
      inReplyTo: r.inReplyTo,
    })),
    total,
    page,
    pageSize,
  };
}

/** Whether the workspace has this email: the detail page's 404, decided before the page streams. */
export async function emailInWorkspace(workspaceId: string, id: string): Promise<boolean> {
  return isUuid(id) && (await db.emailSubmission.count({ where: { id, workspaceId } })) > 0;
}

export async function getEmailDetail(workspaceId: string, id: string): Promise<EmailDetail> {
  let row = isUuid(id) ? await db.emailSubmission.findFirst({ where: { id, workspaceId } }) : null;
  if (!row) throw new AppError("not_found", "That email is not in this workspace's inbox.");
  let attributes = record(record(row.raw)["attributes"]);
  if (!("body" in attributes)) {
    // Only the short variant embedded in a document was cached: read the full message once.
    try {
      const { client } = await upstreamFor(workspaceId, "interactive");
      const fetched = await client.get(`email_submissions/${encodeURIComponent(row.upstreamId)}`);
      await applyDocuments(workspaceId, [...asArray(fetched.data), ...fetched.included]);
      row = (await db.emailSubmission.findFirst({ where: { id, workspaceId } })) ?? row;
      attributes = record(record(row.raw)["attributes"]);
    } catch {
      // Shown with what we have; the body says it is missing.
    }
  }
  const references = strings(attributes["references"]);
  const body = text(attributes["body"]);
  const contentType = text(attributes["content_type"]);
  // Sanitised here so the browser never receives the untrusted HTML itself.
  const html = body !== null && isHtmlEmail(body, contentType);
  const messageIds = [...new Set([row.messageId, row.inReplyTo, ...references].filter((m): m is string => Boolean(m)))];
  const [documents, thread, manual] = await Promise.all([
    db.document.findMany({
      where: { workspaceId, emailSubmissionUpstreamId: row.upstreamId, mergedIntoId: null },
      orderBy: [{ parentUpstreamId: { sort: "asc", nulls: "first" } }, { startPage: "asc" }, { name: "asc" }],
      select: DOCUMENT_ROW_SELECT,
    }),
    messageIds.length
      ? db.emailSubmission.findMany({
          where: { workspaceId, OR: [{ messageId: { in: messageIds } }, { inReplyTo: { in: messageIds } }] },
          orderBy: [{ sentAt: "asc" }],
          select: { id: true, subject: true, fromAddress: true, sentAt: true },
        })
      : [],
    db.emailLink.findMany({ where: { workspaceId, emailId: row.id }, orderBy: { setAt: "asc" } }),
  ]);
  const documentRows = await toDocumentRows(workspaceId, documents);
  const viaDocuments = documentRows.flatMap((d) => [
    ...d.containers.map((c) => ({ kind: "container" as const, upstreamId: c.upstreamId })),
    ...d.shipments.map((s) => ({ kind: "shipment" as const, upstreamId: s.upstreamId })),
  ]);
  const links = (
    await resolveLinks(workspaceId, [
      {
        key: row.id,
        service: [],
        document: viaDocuments,
        references: namedNumbers(`${row.subject ?? ""}\n${body ?? ""}`),
        manual: manual.map(manualFact),
      },
    ])
  ).get(row.id);
  return {
    id: row.id,
    subject: row.subject,
    from: strings(attributes["from"]),
    to: strings(attributes["to"]),
    cc: strings(attributes["cc"]),
    sentAt: row.sentAt?.toISOString() ?? null,
    messageId: row.messageId,
    inReplyTo: row.inReplyTo,
    references,
    contentType,
    body: html ? null : body,
    bodyHtml: html ? inertEmailDocument(body) : null,
    documents: documentRows.map((d) => ({ id: d.id, name: d.name, type: d.type, state: d.state })),
    containers: links?.containers ?? [],
    shipments: links?.shipments ?? [],
    unlinked: links?.unlinked ?? [],
    thread:
      thread.length > 1 || (thread.length === 1 && thread[0]?.id !== row.id)
        ? thread.map((t) => ({
            id: t.id,
            subject: t.subject,
            from: t.fromAddress,
            sentAt: t.sentAt?.toISOString() ?? null,
            current: t.id === row.id,
          }))
        : [],
  };
}
