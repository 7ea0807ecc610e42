// Series colours come from the design tokens (CSS variables), so charts follow dark mode; every series also gets
// a fill pattern of its own, so two series never differ by colour alone and a grey-scale print still tells them
// apart. A chart draws at most MAX_SERIES series (series-groups.ts), and there are as many patterns, each with
// its own colour: no two series of one chart share either.
const COLORS = [
  "accent",
  "urgency-today",
  "urgency-rail",
  "urgency-blocked",
  "urgency-ready",
  "urgency-tomorrow",
  "urgency-return",
  // The eighth series is a chart's "Other" when it has one (series-groups.ts): grey, the rest of the world.
  "urgency-stale",
  "urgency-past",
  "urgency-arriving",
] as const;
const PATTERNS = [
  "solid",
  "diagonal",
  "dots",
  "cross",
  "horizontal",
  "vertical",
  "back-diagonal",
  "grid",
  "checker",
  "rings",
] as const;
export type PatternKind = (typeof PATTERNS)[number];

export const colorOf = (index: number): string => `rgb(var(--${COLORS[index % COLORS.length] ?? "accent"}))`;
export const patternKindOf = (index: number): PatternKind => PATTERNS[index % PATTERNS.length] ?? "solid";
export const fillOf = (chartId: string, index: number): string =>
  patternKindOf(index) === "solid" ? colorOf(index) : `url(#${chartId}-p${index})`;

const GAP = "rgb(var(--surface))";

/** The marks of one pattern over its 8×8 tile: surface-coloured lines or dots on the series colour. */
function Marks({ kind }: { kind: PatternKind }) {
  switch (kind) {
    case "diagonal":
    case "back-diagonal":
    case "vertical":
      return <line x1="2" y1="0" x2="2" y2="8" stroke={GAP} strokeWidth="2" />;
    case "horizontal":
      return <line x1="0" y1="2" x2="8" y2="2" stroke={GAP} strokeWidth="2" />;
    case "dots":
      return <circle cx="4" cy="4" r="1.6" fill={GAP} />;
    case "cross":
      return <path d="M0 0L8 8M8 0L0 8" stroke={GAP} strokeWidth="1.5" />;
    case "grid":
      return <path d="M0 1H8M1 0V8" stroke={GAP} strokeWidth="1.5" />;
    case "checker":
      return <path d="M0 0H4V4H0ZM4 4H8V8H4Z" fill={GAP} />;
    case "rings":
      return <circle cx="4" cy="4" r="2.2" fill="none" stroke={GAP} strokeWidth="1.2" />;
    default:
      return null;
  }
}

/** One series' pattern, as an SVG <pattern> with the given id. */
export function SeriesPattern({ id, index }: { id: string; index: number }) {
  const kind = patternKindOf(index);
  if (kind === "solid") return null;
  const rotate = kind === "diagonal" ? "rotate(45)" : kind === "back-diagonal" ? "rotate(-45)" : undefined;
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform={rotate}>
      <rect width="8" height="8" fill={colorOf(index)} />
      <Marks kind={kind} />
    </pattern>
  );
}

/** <defs> with one pattern per series: the series colour with surface-coloured marks on top. */
export function SeriesPatterns({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => (
        <SeriesPattern key={index} id={`${chartId}-p${index}`} index={index} />
      ))}
    </defs>
  );
}
