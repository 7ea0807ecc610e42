import { shortDayText } from "@/lib/shared/format/date";
import { formatMoney } from "@/lib/shared/format/money";

// Labels and data shapes for the report charts. Dates are calendar dates (terminal-local already) and money is
// per currency, both in the one format of lib/shared/format.

export function dayLabel(offset: number, date: string): string {
  if (offset === 0) return "Today";
  if (offset === 1) return "Tomorrow";
  return shortDayText(date);
}

/** A chart's value labels in one currency: "$1,250", cents only where there are any. */
export function chartMoney(currency: string): (value: number) => string {
  return (value) => formatMoney(value, currency, { trimZeroCents: true });
}

/** Pivots rows into chart data: one datum per x, one key per series (0 when absent), in `xs` order. */
export function pivot<R>(
  rows: readonly R[],
  xs: readonly string[],
  xOf: (row: R) => string,
  seriesOf: (row: R) => string,
  valueOf: (row: R) => number,
  xKey = "x",
) {
  const series = [...new Set(rows.map(seriesOf))].sort();
  const data = xs.map((x) => {
    const datum: Record<string, string | number> = { [xKey]: x };
    for (const s of series) datum[s] = 0;
    return datum;
  });
  const index = new Map(xs.map((x, i) => [x, i]));
  for (const row of rows) {
    const datum = data[index.get(xOf(row)) ?? -1];
    if (datum) datum[seriesOf(row)] = (Number(datum[seriesOf(row)]) || 0) + valueOf(row);
  }
  return { data, series };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
