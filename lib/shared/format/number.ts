import { numberFormat } from "./intl";

// Counts and plain figures for people: "1,234", "40.5". Money is money.ts's (a figure with a currency).

/** A whole count with thousands separators: "12,500". */
export function formatCount(count: number): string {
  return numberFormat({ maximumFractionDigits: 0, signDisplay: "negative" }).format(count);
}

/** A figure with up to `maxFractionDigits` decimals, trailing zeros dropped: "40.5", "1,250". */
export function formatNumber(value: number, maxFractionDigits = 2): string {
  return numberFormat({ maximumFractionDigits: maxFractionDigits, signDisplay: "negative" }).format(value);
}

/** "1 box", "1,250 boxes": a count and its noun, plural unless exactly one. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
