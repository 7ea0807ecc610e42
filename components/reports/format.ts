// Formatting for report labels. Dates are calendar dates (terminal-local already), so they are formatted in
// UTC to avoid shifting them by the browser's zone.
const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function shortDate(date: string): string {
  return SHORT.format(new Date(`${date}T00:00:00Z`));
}

export function dayLabel(offset: number, date: string): string {
  if (offset === 0) return "Today";
  if (offset === 1) return "Tomorrow";
  return shortDate(date);
}

export function money(currency: string): (value: number) => string {
  if (currency === "UNKNOWN")
    return (value) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} (no currency)`;
  try {
    const format = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    return (value) => format.format(value);
  } catch {
    return (value) => `${value.toLocaleString("en-US")} ${currency}`;
  }
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
