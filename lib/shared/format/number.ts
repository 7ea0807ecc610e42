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

/** A file's size: "512 B", "12 KB", "40.0 MB" (units of 1,024, as file managers count them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  return `${numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
