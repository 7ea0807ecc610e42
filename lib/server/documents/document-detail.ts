import "server-only";

import { documentAttributesSchema } from "@/lib/domain/document-facts";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { DocumentDetail } from "@/lib/shared/document-api";

import { isUuid } from "@/lib/shared/db-ranges";

import { DOCUMENT_ROW_SELECT, documentRowsWithUnlinked } from "./document-row";
import { packetView } from "./packet-view";

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A document of the workspace by our id; another workspace's id (or a malformed one) is a 404. */
export async function findDocument(workspaceId: string, id: string) {
  const row = isUuid(id)
    ? await db.document.findFirst({
        where: { id, workspaceId },
        select: { ...DOCUMENT_ROW_SELECT, raw: true, emailSubmissionUpstreamId: true, mergedIntoId: true },
      })
    : null;
  if (!row) throw new AppError("not_found", "That document is not in this workspace's inbox.");
  return row;
}

/** Whether the workspace has this document: the detail page's 404, decided before the page streams. */
export async function documentInWorkspace(workspaceId: string, id: string): Promise<boolean> {
  return isUuid(id) && (await db.document.count({ where: { id, workspaceId } })) > 0;
}

export async function getDocumentDetail(workspaceId: string, id: string): Promise<DocumentDetail> {
  const row = await findDocument(workspaceId, id);
  const [rows, representation, packet, email, mergedInto] = await Promise.all([
    documentRowsWithUnlinked(workspaceId, [row]),
    db.documentRepresentation.findFirst({ where: { workspaceId, documentId: row.id }, orderBy: { syncedAt: "desc" } }),
    packetView(workspaceId, row),
    row.emailSubmissionUpstreamId
      ? db.emailSubmission.findFirst({
          where: { workspaceId, upstreamId: row.emailSubmissionUpstreamId },
          select: { id: true, subject: true },
        })
      : null,
    row.mergedIntoId
      ? db.document.findFirst({ where: { workspaceId, id: row.mergedIntoId }, select: { id: true, name: true } })
      : null,
  ]);
  const data = rows.rows[0];
  if (!data) throw new AppError("not_found", "That document is not in this workspace's inbox.");
  const rawAttributes = record(record(row.raw)["attributes"]);
  const attributes = documentAttributesSchema.safeParse(rawAttributes);
  const repAttributes = record(record(representation?.raw)["attributes"]);
  return {
    data,
    classificationNotes: attributes.success ? attributes.data.classification_notes : null,
    updatedAt: attributes.success ? attributes.data.updated_at : null,
    email: email ? { id: email.id, subject: email.subject } : null,
    extraction: representation
      ? {
          schemaVersion: typeof repAttributes["schema_version"] === "string" ? repAttributes["schema_version"] : null,
          createdAt: typeof repAttributes["created_at"] === "string" ? repAttributes["created_at"] : null,
          payload: record(repAttributes["payload"]),
        }
      : null,
    children: packet.children,
    packet: packet.packet,
    mergedInto: mergedInto ? { id: mergedInto.id, name: mergedInto.name ?? "Untitled document" } : null,
    unlinked: rows.unlinked.get(row.id) ?? [],
    rawAttributes,
  };
}
