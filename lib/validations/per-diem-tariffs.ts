import { z } from "zod";

import { perDiemTariffSchema } from "@/lib/domain/per-diem";

import { MAX_TARIFF_TIERS, boundedTier, effectiveFromSchema, equipmentLengthSchema } from "./tariffs";

// A per-diem (detention) tariff as an admin enters it: the line (SCAC), optionally one equipment size, a name,
// and the rates (perDiemTariffSchema: currency, free days, calendar or working days, non-overlapping tiers whose
// day 1 is the day after return-by), and optionally the day its version starts. Shared by the settings card and
// /api/tariffs/per-diem.

export const perDiemTariffInputSchema = perDiemTariffSchema.safeExtend({
  tiers: z
    .array(boundedTier)
    .min(1, "Add at least one tier")
    .max(MAX_TARIFF_TIERS, `At most ${MAX_TARIFF_TIERS} tiers`),
  lineScac: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,8}$/, "Enter the line's SCAC, such as MAEU"),
  /** null: every size the line has no own tariff for. */
  equipmentLength: equipmentLengthSchema,
  name: z.string().trim().min(1, "Give the tariff a name").max(120),
  /** As for demurrage (tariffs.ts): left out, today for an edit and as far back as kept for a new tariff. */
  effectiveFrom: effectiveFromSchema.optional(),
});

export type PerDiemTariffInput = z.infer<typeof perDiemTariffInputSchema>;
