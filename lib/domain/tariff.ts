import { z } from "zod";

import { addCalendarDays, calendarDaysBetween, type LocalDate } from "./local-date";

// Estimated demurrage: what a box costs per day once its last free day has passed, from a tariff an admin
// keeps per terminal or per line. Always an estimate (terminals post the real fees), kept apart from posted
// fees. Day 1 is the first calendar day after the LFD, in the terminal's local calendar.

export const tariffTierSchema = z.object({
  /** First chargeable day of the tier (1 = the day after the LFD). */
  fromDay: z.number().int().min(1),
  /** Last day of the tier, inclusive; null = open-ended. */
  toDay: z.number().int().min(1).nullable(),
  amountPerDay: z.number().min(0),
});

export const currencySchema = z.string().regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as USD");

export type TariffTier = z.infer<typeof tariffTierSchema>;

/**
 * A rate ladder's tiers must each run forwards and must not overlap (shared by demurrage and per diem). Issues
 * name the tier as entered (its index in the list, not in day order) and the field at fault, so a form can
 * mark that cell.
 */
export function checkTiers(tariff: { tiers: readonly TariffTier[] }, ctx: z.RefinementCtx): void {
  const order = tariff.tiers.map((tier, index) => ({ tier, index })).sort((a, b) => a.tier.fromDay - b.tier.fromDay);
  order.forEach(({ tier, index }, position) => {
    if (tier.toDay !== null && tier.toDay < tier.fromDay)
      ctx.addIssue({
        code: "custom",
        path: ["tiers", index, "toDay"],
        message: "A tier must end on or after its first day",
      });
    const next = order[position + 1];
    if (next && (tier.toDay === null || next.tier.fromDay <= tier.toDay))
      ctx.addIssue({
        code: "custom",
        path: ["tiers", next.index, "fromDay"],
        message: `Tiers must not overlap: this one starts on day ${next.tier.fromDay}, inside the tier from day ${tier.fromDay}`,
      });
  });
}

export const tariffSchema = z
  .object({
    currency: currencySchema,
    /** Free days after discharge: estimates an LFD when the service has none. */
    freeDays: z.number().int().min(0).max(60),
    tiers: z.array(tariffTierSchema).min(1, "Add at least one tier"),
  })
  .superRefine(checkTiers);

export type Tariff = z.infer<typeof tariffSchema>;

/** The charge for the `dayPast`-th chargeable day (1 = the day after the last free day; 0 when no tier covers it). */
export function dailyCharge(tariff: { tiers: readonly TariffTier[] }, dayPast: number): number {
  if (dayPast < 1) return 0;
  const tier = tariff.tiers.find((t) => dayPast >= t.fromDay && (t.toDay === null || dayPast <= t.toDay));
  return tier?.amountPerDay ?? 0;
}

export type ExposureItem = {
  lfdDate: LocalDate | null;
  dischargeDate: LocalDate | null;
  /** The tariff whose free days estimate an LFD when the service has none, and whose rates apply every day. */
  tariff: Tariff | null;
  /** When given, the rates of each day come from the version in force that day instead (none that day: no charge). */
  tariffOn?: (date: LocalDate) => Tariff | null;
};
export type DailyExposure = { date: LocalDate; byCurrency: Record<string, number>; containers: number };

/** The LFD to count from: the service's, or discharge + free days when only the tariff can tell. */
export function effectiveLfd(item: ExposureItem): LocalDate | null {
  if (item.lfdDate) return item.lfdDate;
  if (item.dischargeDate && item.tariff) return addCalendarDays(item.dischargeDate, item.tariff.freeDays);
  return null;
}

/**
 * For each day from `from` for `days` days: what the boxes still waiting would be charged that day if none
 * were picked up. Boxes without a tariff or an LFD are not counted (never guessed).
 */
export function exposureByDay(items: readonly ExposureItem[], from: LocalDate, days: number): DailyExposure[] {
  const result: DailyExposure[] = Array.from({ length: days }, (_, offset) => ({
    date: addCalendarDays(from, offset),
    byCurrency: {},
    containers: 0,
  }));
  for (const item of items) {
    const lfd = effectiveLfd(item);
    if (!lfd || !item.tariff) continue;
    for (const day of result) {
      const rates = item.tariffOn ? item.tariffOn(day.date) : item.tariff;
      if (!rates) continue;
      const charge = dailyCharge(rates, calendarDaysBetween(lfd, day.date));
      if (charge <= 0) continue;
      day.byCurrency[rates.currency] = Math.round(((day.byCurrency[rates.currency] ?? 0) + charge) * 100) / 100;
      day.containers += 1;
    }
  }
  return result;
}
