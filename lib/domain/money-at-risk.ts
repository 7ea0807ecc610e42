import type { ContainerPhase } from "./container-phase";
import { addCalendarDays, type LocalDate } from "./local-date";
import { dailyCharge, type TariffTier } from "./tariff";
import { demurrageOn, perDiemOn, type AppliedTariffs } from "./tariff-match";
import { tariffRefOf, type TariffRef, type TariffVersionInfo } from "./tariff-version";

// Cost of delay (product.md v2): the estimated cost of one more day, from the workspace's tariffs (posted fees
// are facts and stay apart; this is always an estimate).
// - Demurrage, for a box not yet out: the rate of the next chargeable day once the LFD is today or tomorrow or
//   past: day (days past + 1), at least day 1. Demurrage is billed through the day of pickup, so a box N days
//   past that stays one more day adds day N + 1.
// - Per diem, for a box out: the same rule on the return-by clock (return-by today, tomorrow or past).
// Earlier than that, one more day costs nothing, so no figure is given (null, not 0).
// The rate is the one of the tariff version in force on that chargeable day's own date (LFD or return-by + day
// number), and every part names it with the day number (product.md v3: "an amount on day D uses the version in
// force on day D, and says which").

export type MoneyAtRiskKind = "demurrage" | "per_diem";

export interface MoneyAtRiskPart {
  kind: MoneyAtRiskKind;
  currency: string;
  amount: number;
  /** The chargeable day the amount is for: 1 = the first day after the LFD (or return-by). */
  day: number;
  /** That day's local date. */
  date: LocalDate;
  /** The tariff version whose rate it is. */
  tariff: TariffRef;
}

export interface MoneyAtRisk {
  /** Per currency; amounts of two currencies are never added. */
  byCurrency: Record<string, number>;
  estimate: true;
  parts: MoneyAtRiskPart[];
}

export interface MoneyAtRiskInput {
  phase: ContainerPhase;
  /** The governing LFD's local date and its days left (nulls when no LFD). */
  lfd: { date: LocalDate | null; daysLeft: number | null };
  /** The return-by date and days left of a box out (nulls when unknown). */
  returnBy: { date: LocalDate | null; daysLeft: number | null };
  tariffs: AppliedTariffs;
}

/** The clock is at or near its end (tomorrow or earlier): the chargeable day one more day would add, else null. */
export function nextChargeableDay(daysLeft: number | null): number | null {
  if (daysLeft === null || daysLeft > 1) return null;
  return Math.max(1, 1 - daysLeft);
}

/** The part for the clock's next chargeable day, at the version `versionOn` finds in force on its date. */
function partOf(
  kind: MoneyAtRiskKind,
  clock: { date: LocalDate | null; daysLeft: number | null },
  versionOn: (date: LocalDate) => (TariffVersionInfo & { currency: string; tiers: readonly TariffTier[] }) | null,
): MoneyAtRiskPart | null {
  const day = nextChargeableDay(clock.daysLeft);
  if (day === null || clock.date === null) return null;
  const date = addCalendarDays(clock.date, day);
  const version = versionOn(date);
  if (!version) return null;
  return {
    kind,
    currency: version.currency,
    amount: dailyCharge(version, day),
    day,
    date,
    tariff: tariffRefOf(version),
  };
}

export function moneyAtRiskOf(input: MoneyAtRiskInput): MoneyAtRisk | null {
  const parts: MoneyAtRiskPart[] = [];
  if (input.phase !== "out" && input.phase !== "empty_returned") {
    const part = partOf("demurrage", input.lfd, (date) => demurrageOn(input.tariffs, date));
    if (part) parts.push(part);
  }
  if (input.phase === "out") {
    const part = partOf("per_diem", input.returnBy, (date) => perDiemOn(input.tariffs, date));
    if (part) parts.push(part);
  }
  if (parts.length === 0) return null;
  const byCurrency: Record<string, number> = {};
  for (const part of parts)
    byCurrency[part.currency] = Math.round(((byCurrency[part.currency] ?? 0) + part.amount) * 100) / 100;
  return { byCurrency, estimate: true, parts };
}
