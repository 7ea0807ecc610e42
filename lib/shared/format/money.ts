import { UNKNOWN_CURRENCY } from "@/lib/domain/currency";
import type { AmountsByCurrency } from "@/lib/domain/fees";

import { numberFormat, plainSpaces } from "./intl";

// Money for people, one style everywhere (board, drawer, reports, bell, emails, digests, print): the currency's
// own symbol ("$", "CA$", "€", "¥"; a code where Intl has no symbol: "KWD 1.500") and its own decimals (yen none,
// dinar three). Amounts of different currencies are listed side by side, never added. The CSV writes plain
// numbers in one column per currency instead (components/board/board-csv.ts).

export type MoneyOptions = {
  /** "$1,250" instead of "$1,250.00" when the amount is whole (narrow cells, chart axes); cents always show. */
  trimZeroCents?: boolean;
};

function currencyFormat(currency: string, options: MoneyOptions): Intl.NumberFormat | null {
  try {
    return numberFormat({
      style: "currency",
      currency,
      // "negative": a rounded -0.001 is "$0.00", never "-$0.00".
      signDisplay: "negative",
      ...(options.trimZeroCents ? { trailingZeroDisplay: "stripIfInteger" as const } : {}),
    });
  } catch {
    return null;
  }
}

/** "$1,250.00", "-¥1,235", "CA$40.50"; without a currency code Intl knows: "40.50 (no currency)", "40.50 XX". */
export function formatMoney(amount: number, currency: string, options: MoneyOptions = {}): string {
  const format = currencyFormat(currency, options);
  if (format) return plainSpaces(format.format(amount));
  const figure = numberFormat({
    minimumFractionDigits: options.trimZeroCents && Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 3,
    signDisplay: "negative",
  }).format(amount);
  return currency === UNKNOWN_CURRENCY ? `${figure} (no currency)` : `${figure} ${currency}`;
}

/** Each currency's amount, by currency code, side by side: "CA$20.00 + $1,250.50" ("" for none). */
export function formatAmounts(byCurrency: AmountsByCurrency, options: MoneyOptions = {}): string {
  return Object.entries(byCurrency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => formatMoney(amount, currency, options))
    .join(" + ");
}

/**
 * Posted fees per currency: "unknown" when nothing was reported (null), "none" for no fees; a posted 0 is an
 * amount ("$0.00"), not "none".
 */
export function postedText(byCurrency: AmountsByCurrency | null, options: MoneyOptions = {}): string {
  if (byCurrency === null) return "unknown";
  return Object.keys(byCurrency).length > 0 ? formatAmounts(byCurrency, options) : "none";
}

/** An amount in a few characters for a card: "$45.2K", "CA$1.9K", "¥1.2M". */
export function compactMoney(amount: number, currency: string): string {
  try {
    return numberFormat({
      style: "currency",
      currency,
      notation: "compact",
      // "$150", not "$150.0": a currency's two decimals would otherwise be cut to one.
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
      signDisplay: "negative",
    }).format(amount);
  } catch {
    // No currency Intl knows: the whole amount, labelled as formatMoney labels it.
    return formatMoney(amount, currency, { trimZeroCents: true });
  }
}
