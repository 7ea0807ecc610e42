// Pure. A chart stacked by terminal (or any named series) reads only while its series can be told apart: past
// MAX_SERIES, the largest keep their own series and the rest are one "Other" series that names its members (in
// the legend, the tooltip and the board link, which filters by all of them). Series keys are positional (s0, s1,
// other), never the names, which may hold characters a chart reads as a path.

export const MAX_SERIES = 8;
export const OTHER_KEY = "other";

export type SeriesGroup = { key: string; label: string; members: string[]; total: number };

/**
 * The series of a chart from each name's total, largest first (ties by name). More than `max` names: the
 * `max - 1` largest, then "Other (N)" with the rest, so the chart never draws more than `max` series.
 */
export function groupSeries(totals: ReadonlyMap<string, number>, max = MAX_SERIES): SeriesGroup[] {
  const ranked = [...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const own = ranked.length > max ? ranked.slice(0, max - 1) : ranked;
  const groups: SeriesGroup[] = own.map(([name, total], index) => ({
    key: `s${index}`,
    label: name,
    members: [name],
    total,
  }));
  const rest = ranked.slice(own.length);
  if (rest.length > 0)
    groups.push({
      key: OTHER_KEY,
      label: `Other (${rest.length})`,
      members: rest.map(([name]) => name).sort((a, b) => a.localeCompare(b)),
      total: rest.reduce((sum, [, total]) => sum + total, 0),
    });
  return groups;
}

/**
 * Rows pivoted into chart data, one datum per x (in `xs` order) with one key per series group (0 when absent),
 * the series grouped by their totals over every row.
 */
export function pivotGrouped<R>(
  rows: readonly R[],
  xs: readonly string[],
  xOf: (row: R) => string,
  seriesOf: (row: R) => string,
  valueOf: (row: R) => number,
  max = MAX_SERIES,
): { data: Record<string, string | number>[]; series: SeriesGroup[] } {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(seriesOf(row), (totals.get(seriesOf(row)) ?? 0) + valueOf(row));
  const series = groupSeries(totals, max);
  const keyOf = new Map(series.flatMap((group) => group.members.map((name) => [name, group.key] as const)));
  const data = xs.map((x) => {
    const datum: Record<string, string | number> = { x };
    for (const group of series) datum[group.key] = 0;
    return datum;
  });
  const index = new Map(xs.map((x, i) => [x, i]));
  for (const row of rows) {
    const datum = data[index.get(xOf(row)) ?? -1];
    const key = keyOf.get(seriesOf(row));
    if (datum && key) datum[key] = (Number(datum[key]) || 0) + valueOf(row);
  }
  return { data, series };
}
