import { z } from "zod";

import { checkTiers, currencySchema, tariffTierSchema } from "./tariff";

// Per diem (detention): what the shipping line charges per day once a box that left the terminal is not
// returned empty within its free days. One tariff per line and, where the line charges sizes differently, per
// equipment length. Free days count calendar days or working days (Monday to Friday); public holidays are not
// modelled, so a working-day tariff over a holiday shows return-by a day early (the safe side). Chargeable days
// after return-by are calendar days (day 1 = the day after return-by), as lines bill them.

/** The box lengths (feet) a line may price on their own; a tariff without one covers every size. */
export const EQUIPMENT_LENGTHS = [10, 20, 40, 45] as const;
export type EquipmentLength = (typeof EQUIPMENT_LENGTHS)[number];

export const PER_DIEM_DAY_KINDS = ["calendar", "working"] as const;
export type PerDiemDayKind = (typeof PER_DIEM_DAY_KINDS)[number];

export const perDiemTariffSchema = z
  .object({
    currency: currencySchema,
    freeDays: z.number().int().min(0).max(60),
    dayKind: z.enum(PER_DIEM_DAY_KINDS),
    tiers: z.array(tariffTierSchema).min(1, "Add at least one tier"),
  })
  .superRefine(checkTiers);

export type PerDiemTariff = z.infer<typeof perDiemTariffSchema>;
