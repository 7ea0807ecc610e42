// Series colours come from the design tokens (CSS variables), so charts follow dark mode; every series also
// gets its own fill pattern, so two series never differ by colour alone (and survive grey-scale printing).
const COLORS = [
  "accent",
  "urgency-today",
  "urgency-rail",
  "urgency-blocked",
  "urgency-ready",
  "urgency-tomorrow",
  "urgency-return",
  "urgency-past",
  "urgency-arriving",
  "urgency-stale",
] as const;
const PATTERNS = ["solid", "diagonal", "dots", "cross", "horizontal", "vertical"] as const;

export const colorOf = (index: number): string => `rgb(var(--${COLORS[index % COLORS.length] ?? "accent"}))`;
export const patternKindOf = (index: number) => PATTERNS[index % PATTERNS.length] ?? "solid";
export const fillOf = (chartId: string, index: number): string =>
  patternKindOf(index) === "solid" ? colorOf(index) : `url(#${chartId}-p${index})`;

const GAP = "rgb(var(--surface))";

/** <defs> with one pattern per series: the series colour with surface-coloured marks on top. */
export function SeriesPatterns({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => {
        const kind = patternKindOf(index);
        if (kind === "solid") return null;
        const rotate = kind === "diagonal" ? "rotate(45)" : undefined;
        return (
          <pattern
            key={index}
            id={`${chartId}-p${index}`}
            patternUnits="userSpaceOnUse"
            width="8"
            height="8"
            patternTransform={rotate}
          >
            <rect width="8" height="8" fill={colorOf(index)} />
            {kind === "diagonal" || kind === "vertical" ? (
              <line x1="2" y1="0" x2="2" y2="8" stroke={GAP} strokeWidth="2" />
            ) : null}
            {kind === "horizontal" ? <line x1="0" y1="2" x2="8" y2="2" stroke={GAP} strokeWidth="2" /> : null}
            {kind === "dots" ? <circle cx="4" cy="4" r="1.6" fill={GAP} /> : null}
            {kind === "cross" ? <path d="M0 0L8 8M8 0L0 8" stroke={GAP} strokeWidth="1.5" /> : null}
          </pattern>
        );
      })}
    </defs>
  );
}
