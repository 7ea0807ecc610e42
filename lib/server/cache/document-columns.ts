// Documents and email submissions of the (beta) service → the cache's columns. Pure and tolerant: the schema
// may drift, so every attribute is read through lib/domain/document-facts.ts and unknown shapes become null.
import { documentAttributesSchema, effectiveDocumentType, processingState } from "@/lib/domain/document-facts";

import { relatedId, relatedIds, type Resource } from "../upstream/json-api";

import { instant, int, str, strings } from "./normalize";

export function documentColumns(resource: Resource, options: { extractionFailed: boolean }) {
  const parsed = documentAttributesSchema.safeParse(resource.attributes);
  const a = parsed.success ? parsed.data : documentAttributesSchema.parse({});
  const raw = resource.attributes;
  const systemType = a.document_type;
  const manualType = a.document_type_manual;
  const hasRepresentation =
    relatedId(resource, "last_document_representation") !== null || relatedId(resource, "current_extraction") !== null;
  const segment = a.parsed?.packetSegment ?? null;
  return {
    name: a.name ?? a.file_name ?? str(raw["filename"]),
    documentType: effectiveDocumentType(a),
    systemType,
    manualType,
    classificationNotes: a.classification_notes,
    source: a.source,
    fileName: a.file_name,
    contentType: a.file_content_type,
    sizeBytes: a.file_size_bytes === null ? null : BigInt(Math.max(0, Math.round(a.file_size_bytes))),
    processingState: processingState({
      documentType: systemType,
      hasRepresentation,
      extractionFailed: options.extractionFailed,
    }),
    extractionFailed: options.extractionFailed,
    emailSubmissionUpstreamId: relatedId(resource, "email_submission")?.id ?? null,
    parentUpstreamId: relatedId(resource, "parent_document")?.id ?? null,
    startPage: segment ? segment.startPage : null,
    endPage: segment ? segment.endPage : null,
    shipmentUpstreamIds: relatedIds(resource, "shipments").map((r) => r.id),
    containerUpstreamIds: relatedIds(resource, "cargos").map((r) => r.id),
    upstreamCreatedAt: instant(a.created_at),
    upstreamUpdatedAt: instant(a.updated_at),
  };
}

export function emailColumns(resource: Resource) {
  const a = resource.attributes;
  const from = strings(a["from"]);
  const documents = relatedIds(resource, "documents");
  return {
    subject: str(a["subject"]),
    fromAddress: from[0] ?? str(a["from"]) ?? str(a["from_address"]) ?? str(a["sender"]),
    receivedAt: instant(a["created_at"]) ?? instant(a["received_at"]),
    sentAt: instant(a["sent_at"]),
    messageId: str(a["message_id"]),
    inReplyTo: str(a["in_reply_to"]),
    documentsCount: int(a["documents_count"]) ?? documents.length,
  };
}
