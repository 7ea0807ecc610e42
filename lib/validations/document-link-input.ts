import { z } from "zod";

import { LINK_KINDS } from "@/lib/domain/document-links";
import type { LinkChangeInput, PartsInput } from "@/lib/shared/document-api";

// Bodies and queries of the hand-made links (POST /api/documents/{id}/links, /api/emails/{id}/links), the link
// search (GET /api/documents/link-targets) and the page-range edit (PUT /api/documents/{id}/parts).

export const linkChangeSchema = z
  .object({
    kind: z.enum(LINK_KINDS),
    /** Our id of the box or shipment (as the search returns it). */
    targetId: z.uuid("Choose a container or shipment from the search."),
    linked: z.boolean(),
  })
  .strict() satisfies z.ZodType<LinkChangeInput>;

export const linkTargetsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Type at least 2 characters of a container number, bill of lading or reference.")
    .max(40, "Search by a number of at most 40 characters."),
});

/** Parts a packet can be cut into at most: a page each, and no packet of ours is longer. */
export const MAX_PARTS = 500;

export const partsInputSchema = z
  .object({
    basedOn: z.string().max(40_000),
    parts: z
      .array(
        z
          .object({
            id: z.uuid().nullable(),
            start: z.number().int().min(1).max(100_000),
            end: z.number().int().min(1).max(100_000),
          })
          .strict(),
      )
      .min(1, "A packet needs at least one part.")
      .max(MAX_PARTS),
  })
  .strict() satisfies z.ZodType<PartsInput>;
