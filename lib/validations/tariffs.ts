import { z } from "zod";

import { localDateSchema } from "@/lib/domain/free-time/terminal-calendar";
import { tariffSchema, tariffTierSchema } from "@/lib/domain/tariff";
import { TARIFF_EPOCH } from "@/lib/domain/tariff-version";
import { formatCount } from "@/lib/shared/format/number";

// A tariff as an admin enters it: what it applies to (a terminal's FIRMS code or upstream id, or a line's
// SCAC), a name, and the rates (tariffSchema: currency, free days, non-overlapping tiers), within bounds that
// real tariffs never reach, so a typo or a crafted body cannot make the exposure report count for ever.
export const TARIFF_SCOPES = ["terminal", "line"] as const;

export const MAX_TARIFF_TIERS = 20;
/** Tiers count days past the LFD; published tariffs stop changing rates well within a year. */
export const MAX_TIER_DAY = 365;
/** Per container per day, in the tariff's currency. */
export const MAX_AMOUNT_PER_DAY = 100_000;

export const boundedTier = tariffTierSchema.safeExtend({
  fromDay: z
    .number()
    .int()
    .min(1, "Tiers start on day 1 or later")
    .max(MAX_TIER_DAY, `Tiers count at most ${MAX_TIER_DAY} days past the LFD`),
  toDay: z
    .number()
    .int()
    .min(1, "Tiers end on day 1 or later")
    .max(MAX_TIER_DAY, `Tiers count at most ${MAX_TIER_DAY} days past the LFD`)
    .nullable(),
  amountPerDay: z
    .number()
    .min(0, "A daily amount cannot be negative")
    .max(MAX_AMOUNT_PER_DAY, `A daily amount is at most ${formatCount(MAX_AMOUNT_PER_DAY)}`),
});

/** A box length a tariff may be kept for; null: every size without a tariff of its own. */
export const equipmentLengthSchema = z
  .union([z.literal(10), z.literal(20), z.literal(40), z.literal(45)], { error: "Use 10, 20, 40 or 45 feet" })
  .nullable();

/**
 * The first day of the version a save makes (lib/domain/tariff-version.ts). Left out: today for an edit, and for a
 * new tariff as far back as anything is kept. An edit never starts before today (the past is never rewritten).
 */
export const effectiveFromSchema = localDateSchema.refine(
  (date) => date >= TARIFF_EPOCH && date <= "2099-12-31",
  `Use a date from ${TARIFF_EPOCH} on`,
);

export const tariffInputSchema = tariffSchema.safeExtend({
  tiers: z
    .array(boundedTier)
    .min(1, "Add at least one tier")
    .max(MAX_TARIFF_TIERS, `At most ${MAX_TARIFF_TIERS} tiers`),
  scope: z.enum(TARIFF_SCOPES),
  scopeKey: z.string().trim().min(1, "Enter the terminal's FIRMS code or the line's SCAC").max(64),
  name: z.string().trim().min(1, "Give the tariff a name").max(120),
  equipmentLength: equipmentLengthSchema.optional(),
  effectiveFrom: effectiveFromSchema.optional(),
});

export type TariffInput = z.infer<typeof tariffInputSchema>;

/**
 * PATCH /api/tariffs/{id}: any of the fields; the tariff they produce together with the stored ones is
 * validated again as a whole (tiers must still not overlap). Unknown fields are refused, not ignored.
 */
export const tariffPatchSchema = z
  .strictObject({
    scope: z.enum(TARIFF_SCOPES),
    scopeKey: z.string(),
    name: z.string(),
    currency: z.string(),
    freeDays: z.number(),
    tiers: z.array(z.unknown()),
    equipmentLength: z.number().nullable(),
    effectiveFrom: z.string(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change");

export type TariffPatch = z.infer<typeof tariffPatchSchema>;
