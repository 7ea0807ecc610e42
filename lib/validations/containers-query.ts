import { z } from "zod";

import { BUCKETS } from "@/lib/domain/bucket";
import { LENS_KEYS } from "@/lib/domain/lens-keys";
import { MAX_ETA_WINDOW_DAYS } from "@/lib/domain/arrival-eta";
import { DISAGREEMENT_FILTERS, SORTS } from "@/lib/shared/board-query";
import { workFiltersShape } from "@/lib/validations/work";

// Query parameters of GET /api/containers; the board keeps the same names in its URL so a view can be
// shared. Lists are comma-separated.
const list = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional();

export const containersQuerySchema = z.object({
  bucket: list.pipe(z.array(z.enum(BUCKETS)).optional()),
  /** Board cards; several = union. Counts of every lens come back in `lensCounts` whatever this says. */
  lens: list.pipe(z.array(z.enum(LENS_KEYS)).optional()),
  terminal: list,
  line: list,
  status: list,
  /** Hold names (case-sensitive, as the service sends them); `any` = at least one active hold of any name. */
  hold: list,
  customer: list,
  tag: list,
  /** Vessel names (as the shipment names the vessel) and size/type codes ("40HC", lib/domain/size-type.ts). */
  vessel: list,
  size: list,
  /** Governing LFD window, as local dates (inclusive). */
  lfdFrom: z.iso.date().optional(),
  lfdTo: z.iso.date().optional(),
  /** LFD disagreements (reported vs calculated): `earlier` the costly ones, `any` all. */
  disagreement: z.enum(DISAGREEMENT_FILTERS).optional(),
  /** Boxes still to arrive with an ETA within this many days from now (an ETA already past included). */
  etaWithin: z.coerce.number().int().min(1).max(MAX_ETA_WINDOW_DAYS).optional(),
  /** `1`: only the boxes the account flags hazardous. */
  hazmat: z
    .literal("1")
    .transform(() => true)
    .optional(),
  /** Container, BOL, booking or reference number (substring, case-insensitive). */
  q: z.string().trim().max(100).optional(),
  /** Left out: the view's default (defaultSortOf in lib/shared/board-query.ts: ETA for the Arriving card alone). */
  sort: z.enum(SORTS).optional(),
  dir: z.enum(["asc", "desc"]).default("asc"),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(500).optional(),
  /** `attributes`: each row also carries the service's raw attributes (the drawer's detail always does). */
  include: list.pipe(z.array(z.enum(["attributes"])).optional()),
  /** The team's work: `assignee=me|unassigned|<userId>`, `watching=1`, `plannedPickup=today|YYYY-MM-DD`, `hasNotes=1`. */
  ...workFiltersShape,
});

export type ContainersQuery = z.infer<typeof containersQuerySchema>;
