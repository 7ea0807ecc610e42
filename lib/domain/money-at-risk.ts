import type { ContainerPhase } from "./container-phase";
import type { PerDiemTariff } from "./per-diem";
import { dailyCharge, type Tariff } from "./tariff";

// Cost of delay (product.md v2): the estimated cost of one more day, from the workspace's tariffs (posted fees
// are facts and stay apart; this is always an estimate).
// - Demurrage, for a box not yet out: the rate of the next chargeable day once the LFD is today or tomorrow or
//   past: day (days past + 1), at least day 1. Demurrage is billed through the day of pickup, so a box N days
//   past that stays one more day adds day N + 1.
// - Per diem, for a box out: the same rule on the return-by clock (return-by today, tomorrow or past).
// Earlier than that, one more day costs nothing, so no figure is given (null, not 0).

export type MoneyAtRiskKind = "demurrage" | "per_diem";

export interface MoneyAtRisk {
  byCurrency: Record<string, number>;
  estimate: true;
  parts: { kind: MoneyAtRiskKind; currency: string; amount: number }[];
}

export interface MoneyAtRiskInput {
  phase: ContainerPhase;
  /** Governing LFD's days left (null when no LFD). */
  lfdDaysLeft: number | null;
  /** Return-by days left of a box out (null when unknown). */
  returnDaysLeft: number | null;
  demurrage: Tariff | null;
  perDiem: PerDiemTariff | null;
}

/** The clock is at or near its end (tomorrow or earlier): the chargeable day one more day would add, else null. */
export function nextChargeableDay(daysLeft: number | null): number | null {
  if (daysLeft === null || daysLeft > 1) return null;
  return Math.max(1, 1 - daysLeft);
}

export function moneyAtRiskOf(input: MoneyAtRiskInput): MoneyAtRisk | null {
  const parts: MoneyAtRisk["parts"] = [];
  if (input.phase !== "out" && input.phase !== "empty_returned" && input.demurrage) {
    const day = nextChargeableDay(input.lfdDaysLeft);
    if (day !== null)
      parts.push({ kind: "demurrage", currency: input.demurrage.currency, amount: dailyCharge(input.demurrage, day) });
  }
  if (input.phase === "out" && input.perDiem) {
    const day = nextChargeableDay(input.returnDaysLeft);
    if (day !== null)
      parts.push({ kind: "per_diem", currency: input.perDiem.currency, amount: dailyCharge(input.perDiem, day) });
  }
  if (parts.length === 0) return null;
  const byCurrency: Record<string, number> = {};
  for (const part of parts)
    byCurrency[part.currency] = Math.round(((byCurrency[part.currency] ?? 0) + part.amount) * 100) / 100;
  return { byCurrency, estimate: true, parts };
}

/** The one number the board sorts by: the amounts added across currencies (a workspace's tariffs rarely mix them). */
export function moneyAtRiskSortValue(money: MoneyAtRisk | null): number | null {
  return money === null
    ? null
    : Math.round(Object.values(money.byCurrency).reduce((sum, amount) => sum + amount, 0) * 100) / 100;
}
