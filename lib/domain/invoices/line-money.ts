import { currencyDigits } from "../currency";

import type { InvoiceLineDraft } from "./invoice";

// A line's money by day, in the line's currency's own minor units so the days add up to the line exactly.

const scaleOf = (currency: string): number => 10 ** currencyDigits(currency);

/** `amount` rounded to the currency's minor unit. */
export function roundMoney(amount: number, currency: string): number {
  const scale = scaleOf(currency);
  return Math.round(amount * scale) / scale;
}

/**
 * What each charged date of the line costs: the line's amount shared evenly (the first days take the odd minor
 * units), else its rate per day; null when the line names neither.
 */
export function dayAmounts(
  line: Pick<InvoiceLineDraft, "amount" | "ratePerDay" | "currency" | "dates">,
): (number | null)[] {
  const count = line.dates.length;
  if (line.amount !== null && count > 0) {
    const scale = scaleOf(line.currency);
    const minor = Math.round(line.amount * scale);
    const base = Math.floor(minor / count);
    const odd = minor - base * count;
    return line.dates.map((_, index) => (base + (index < odd ? 1 : 0)) / scale);
  }
  return line.dates.map(() => (line.ratePerDay === null ? null : roundMoney(line.ratePerDay, line.currency)));
}

/** What the line bills in all: its amount, else its rate times its days (or its dates when no days are given). */
export function lineTotal(
  line: Pick<InvoiceLineDraft, "amount" | "ratePerDay" | "currency" | "dates" | "days">,
): number {
  if (line.amount !== null) return roundMoney(line.amount, line.currency);
  if (line.ratePerDay === null) return 0;
  return roundMoney(line.ratePerDay * (line.days ?? line.dates.length), line.currency);
}

/** Adds `amount` to the currency's sum (never across currencies), rounded to its minor unit. */
export function addTo(sums: Record<string, number>, currency: string, amount: number): void {
  sums[currency] = roundMoney((sums[currency] ?? 0) + amount, currency);
}
