import { z } from "zod";

// Documents are beta in the service: the schema may drift. Everything here is optional and unknown fields
// pass through, so a new or missing attribute never breaks the inbox; what we cannot read shows as unknown.

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const nullableNumber = z.coerce
  .number()
  .nullish()
  .catch(null)
  .transform((value) => (value === undefined || value === null || Number.isNaN(value) ? null : value));

export const documentAttributesSchema = z
  .object({
    name: nullableString,
    document_type: nullableString,
    document_type_manual: nullableString,
    classification_notes: nullableString,
    source: nullableString,
    file_name: nullableString,
    file_content_type: nullableString,
    file_size_bytes: nullableNumber,
    parsed: z
      .object({
        packetSegment: z
          .object({ startPage: z.coerce.number().int(), endPage: z.coerce.number().int() })
          .nullish()
          .catch(null),
      })
      .passthrough()
      .nullish()
      .catch(null),
    created_at: nullableString,
    updated_at: nullableString,
  })
  .passthrough();

export type DocumentAttributes = z.infer<typeof documentAttributesSchema>;

export const DOCUMENT_SOURCES = ["upload", "api", "email", "split_document"] as const;

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  bill_of_lading: "Bill of lading",
  arrival_notice: "Arrival notice",
  delivery_order: "Delivery order",
  commercial_invoice: "Commercial invoice",
  packing_list: "Packing list",
  packet: "Packet",
  other: "Other",
};

export function documentTypeLabel(code: string | null): string {
  if (!code) return "Not classified yet";
  return DOCUMENT_TYPE_LABELS[code] ?? code.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export type ProcessingState = "uploaded" | "classified" | "extracted" | "failed";

/**
 * Where a document is in the service's pipeline. The service names no states, so they are read from what is
 * present: a system type means classified, a representation means extracted; a `document.extraction_failed`
 * event (recorded by us) means failed.
 */
export function processingState(input: {
  documentType: string | null;
  hasRepresentation: boolean;
  extractionFailed: boolean;
}): ProcessingState {
  if (input.extractionFailed) return "failed";
  if (input.hasRepresentation) return "extracted";
  if (input.documentType) return "classified";
  return "uploaded";
}

/** The type people should see: a manual override wins over the system's classification. */
export function effectiveDocumentType(
  attributes: Pick<DocumentAttributes, "document_type" | "document_type_manual">,
): string | null {
  return attributes.document_type_manual ?? attributes.document_type ?? null;
}
