import { colorOf, fillOf, SeriesPattern } from "./series-style";

export type LegendEntry = { key: string; label: string; detail?: string };

/**
 * The legend as text with a large swatch per series: the series' own pattern and colour at a size that still
 * reads on paper, its name in ink, and (for "Other") the names it holds. Not Recharts' legend, whose 10 px
 * icons show a pattern as a blot of colour.
 */
export function ChartLegend({ chartId, entries }: { chartId: string; entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink" aria-label="Legend">
      {entries.map((entry, index) => (
        <li key={entry.key} className="flex items-center gap-1.5" title={entry.detail}>
          <svg width="22" height="14" aria-hidden className="shrink-0">
            <defs>
              <SeriesPattern id={`${chartId}-legend-p${index}`} index={index} />
            </defs>
            <rect
              x="0.5"
              y="0.5"
              width="21"
              height="13"
              rx="2"
              fill={fillOf(`${chartId}-legend`, index)}
              stroke={colorOf(index)}
            />
          </svg>
          <span>
            {entry.label}
            {entry.detail ? <span className="text-muted">: {entry.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
