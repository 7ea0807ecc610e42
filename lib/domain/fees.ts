import type { TerminalFee } from "./container-facts";
import { currencyDigits as minorDigits, UNKNOWN_CURRENCY } from "./currency";

// Fees posted by the terminal. Sums are per currency (never across currencies), exclude the terminal's own
// `total` entries (which would double-count) and show that total beside the sum. Amounts are added in the
// currency's minor units so 0.1 + 0.2 is 0.3, and 3-decimal currencies (KWD) keep their precision.

export { UNKNOWN_CURRENCY };

export type AmountsByCurrency = Record<string, number>;

export interface FeesSummary {
  /** False when the service sent no fees array (null): unknown, not zero. */
  known: boolean;
  /** Sum of posted fees per currency, excluding type `total`. {} when there are no fees. */
  byCurrency: AmountsByCurrency;
  /** The terminal's own `total` entries per currency, shown beside the sum; null when none was reported. */
  terminalTotal: AmountsByCurrency | null;
  /** Fee type → currency → amount (no `total`). */
  byType: Record<string, AmountsByCurrency>;
  /** Currencies where the terminal's total differs from our sum: evidence for a dispute, not an error. */
  totalMismatch: string[];
}

function currencyOf(fee: TerminalFee): string {
  return fee.currency_code?.toUpperCase() ?? UNKNOWN_CURRENCY;
}

/** Accumulates amounts per currency in integer minor units. */
class MinorUnitTotals {
  private readonly units = new Map<string, number>();

  add(currency: string, amount: number): void {
    const scale = 10 ** minorDigits(currency);
    this.units.set(currency, (this.units.get(currency) ?? 0) + Math.round(amount * scale));
  }

  get size(): number {
    return this.units.size;
  }

  toAmounts(): AmountsByCurrency {
    const result: AmountsByCurrency = {};
    for (const [currency, units] of [...this.units].sort(([a], [b]) => a.localeCompare(b))) {
      // `+ 0` turns -0 into 0.
      result[currency] = units / 10 ** minorDigits(currency) + 0;
    }
    return result;
  }
}

export function summarizeFees(fees: readonly TerminalFee[] | null): FeesSummary {
  if (fees === null) return { known: false, byCurrency: {}, terminalTotal: null, byType: {}, totalMismatch: [] };

  const sums = new MinorUnitTotals();
  const totals = new MinorUnitTotals();
  const typeTotals = new Map<string, MinorUnitTotals>();
  for (const fee of fees) {
    const currency = currencyOf(fee);
    if (fee.type === "total") {
      totals.add(currency, fee.amount);
      continue;
    }
    sums.add(currency, fee.amount);
    let perType = typeTotals.get(fee.type);
    if (!perType) {
      perType = new MinorUnitTotals();
      typeTotals.set(fee.type, perType);
    }
    perType.add(currency, fee.amount);
  }

  const byCurrency = sums.toAmounts();
  const terminalTotal = totals.size > 0 ? totals.toAmounts() : null;
  const byType: Record<string, AmountsByCurrency> = {};
  for (const [type, perType] of typeTotals) byType[type] = perType.toAmounts();
  const totalMismatch = Object.entries(terminalTotal ?? {})
    .filter(([currency, total]) => (byCurrency[currency] ?? 0) !== total)
    .map(([currency]) => currency);

  return { known: true, byCurrency, terminalTotal, byType, totalMismatch };
}

/** The posted amount in one currency, 0 when none posted; null when fees are unknown. */
export function feesIn(summary: Pick<FeesSummary, "known" | "byCurrency">, currency: string): number | null {
  if (!summary.known) return null;
  return summary.byCurrency[currency] ?? 0;
}

/** Adds amounts per currency across boxes, in minor units (never across currencies). */
export function addAmounts(parts: readonly AmountsByCurrency[]): AmountsByCurrency {
  const totals = new MinorUnitTotals();
  for (const part of parts) for (const [currency, amount] of Object.entries(part)) totals.add(currency, amount);
  return totals.toAmounts();
}
