import { z } from "zod";

import { DOCUMENT_SOURCES } from "@/lib/domain/document-facts";

// Query and body schemas of /api/documents and /api/emails, shared by the routes and the inbox screens.

export const DOCUMENT_SORTS = ["created", "name", "type", "size", "state"] as const;

const text = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

export const documentsQuerySchema = z.object({
  /** Effective type code (the manual override when set), or "unclassified". */
  type: text,
  source: z.enum(DOCUMENT_SOURCES).optional(),
  /** Substring of the document or file name, case-insensitive. */
  filename: text,
  /** A container number, bill of lading or reference number the document is linked to (exact, any case). */
  reference: text,
  sort: z.enum(DOCUMENT_SORTS).default("created"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Opaque: the offset of the next page as returned in nextCursor. */
  cursor: z
    .string()
    .regex(/^\d{1,7}$/, "The cursor is not one we issued.")
    .optional(),
});
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const documentPatchSchema = z.object({
  /** A type code to override the classification, or null to clear the override. */
  manualType: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+$/, "Choose a type from the list.")
    .nullable(),
});

export const emailsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
