import { z } from "zod";

import { tariffSchema } from "@/lib/domain/tariff";

// A tariff as an admin enters it: what it applies to (a terminal's FIRMS code or upstream id, or a line's
// SCAC), a name, and the rates (tariffSchema: currency, free days, non-overlapping tiers).
export const TARIFF_SCOPES = ["terminal", "line"] as const;

export const tariffInputSchema = tariffSchema.safeExtend({
  scope: z.enum(TARIFF_SCOPES),
  scopeKey: z.string().trim().min(1, "Enter the terminal's FIRMS code or the line's SCAC").max(64),
  name: z.string().trim().min(1, "Give the tariff a name").max(120),
});

export type TariffInput = z.infer<typeof tariffInputSchema>;

/** A saved tariff as the API returns it. */
export type TariffView = TariffInput & { id: string; updatedAt: string };
