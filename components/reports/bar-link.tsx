"use client";

import { Rectangle, type BarShapeProps } from "recharts";

export type Datum = Record<string, string | number>;

type LinkOptions = {
  seriesKey: string;
  hrefOf: (datum: Datum, seriesKey: string) => string | null;
  labelOf: (datum: Datum) => string;
  go: (href: string) => void;
};

/**
 * A bar's shape as a link to its boxes on the board: a real href (open in a new tab, copy the address), followed
 * inside the app without a reload. Out of the tab order: a chart of 14 days × 8 series would be 112 stops; the
 * chart's table view lists the same links as rows, one stop each.
 */
export function linkedBar({ seriesKey, hrefOf, labelOf, go }: LinkOptions) {
  return function LinkedBar(props: BarShapeProps) {
    const datum = props.payload as Datum | undefined;
    const rect = <Rectangle {...props} />;
    const value = datum ? Number(datum[seriesKey]) : 0;
    const href = datum && value > 0 ? hrefOf(datum, seriesKey) : null;
    if (!href || !datum) return rect;
    return (
      <a
        href={href}
        tabIndex={-1}
        aria-label={labelOf(datum)}
        data-testid="report-bar-link"
        className="cursor-pointer"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          go(href);
        }}
      >
        {rect}
      </a>
    );
  };
}
