"use client";

import { useRouter } from "next/navigation";
import { useId, type ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

import { linkedBar, type Datum } from "./bar-link";
import { ChartLegend } from "./chart-legend";
import { colorOf, fillOf, SeriesPatterns } from "./series-style";

export type { Datum };
/** `detail`: what the legend adds in small print (the names an "Other" series holds). */
export type Series = { key: string; label: string; detail?: string };

const TICK = { fill: "rgb(var(--muted))", fontSize: 12 };
const TOTAL = "__total";

export type BarsChartProps = {
  data: Datum[];
  xKey: string;
  series: Series[];
  /** Stacked bars show their total on top; grouped bars label each bar. */
  stacked?: boolean;
  /** The x value to mark (e.g. "Today"). */
  highlightX?: string;
  height?: number;
  format?: (value: number) => string;
  yLabel: string;
  ariaLabel: string;
  /**
   * "rows": horizontal bars with the categories on the Y axis, every one labelled beside its own bar. For
   * named categories (terminals, holds), whose names would be skipped or slid under a neighbour's bar.
   */
  layout?: "columns" | "rows";
  /** Where a bar (one series of one datum) leads: its boxes on the board; null for none. */
  hrefOf?: (datum: Datum, seriesKey: string) => string | null;
};

/** A bar chart with explicit height, token colours, a pattern per series, a legend, value labels and links. */
export function BarsChart(props: BarsChartProps) {
  const chartId = `c${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const router = useRouter();
  const { data, series, stacked = false, format = (v: number) => String(v), xKey, hrefOf } = props;
  const rows = data.map((datum) => ({
    ...datum,
    [TOTAL]: series.reduce((sum, s) => sum + (Number(datum[s.key]) || 0), 0),
  }));
  const label = (value: unknown) => (typeof value === "number" && value > 0 ? format(value) : "");
  const horizontal = props.layout === "rows";
  const showLabels =
    horizontal ||
    labelsFit(
      rows.flatMap((row: Record<string, unknown>) => (stacked ? [row[TOTAL]] : series.map((s) => row[s.key]))),
      format,
    );
  const bars: ReactNode[] = series.map((s, index) => (
    <Bar
      key={s.key}
      dataKey={s.key}
      name={s.label}
      stackId={stacked ? "stack" : undefined}
      fill={fillOf(chartId, index)}
      stroke={colorOf(index)}
      strokeWidth={1}
      isAnimationActive={false}
      shape={
        hrefOf
          ? linkedBar({
              seriesKey: s.key,
              hrefOf,
              labelOf: (datum) =>
                `${series.length > 1 ? `${s.label}, ` : ""}${String(datum[xKey])}: ${format(Number(datum[s.key]) || 0)}. Open on the board`,
              go: (href) => router.push(href),
            })
          : undefined
      }
    >
      {!showLabels ? null : stacked ? (
        index === series.length - 1 ? (
          <LabelList
            dataKey={TOTAL}
            position={horizontal ? "right" : "top"}
            fill="rgb(var(--ink))"
            fontSize={11}
            formatter={label}
          />
        ) : null
      ) : (
        <LabelList
          dataKey={s.key}
          position={horizontal ? "right" : "top"}
          fill="rgb(var(--ink))"
          fontSize={11}
          formatter={label}
        />
      )}
    </Bar>
  ));
  const legend = (
    <ChartLegend chartId={chartId} entries={series.map((s) => ({ key: s.key, label: s.label, detail: s.detail }))} />
  );
  return horizontal ? (
    <RowBars {...props} chartId={chartId} rows={rows} bars={bars} legend={legend} />
  ) : (
    <ColumnBars {...props} chartId={chartId} rows={rows} bars={bars} legend={legend} />
  );
}

type Drawn = BarsChartProps & { chartId: string; rows: Datum[]; bars: ReactNode[]; legend: ReactNode };

const tooltip = (format: (value: number) => string) => (
  <Tooltip
    cursor={{ fill: "rgb(var(--surface-muted))", fillOpacity: 0.6 }}
    contentStyle={{
      background: "rgb(var(--surface))",
      border: "1px solid rgb(var(--border))",
      borderRadius: 8,
      color: "rgb(var(--ink))",
      fontSize: 12,
    }}
    labelStyle={{ color: "rgb(var(--ink))", fontWeight: 600 }}
    formatter={(value) => (typeof value === "number" ? format(value) : String(value))}
  />
);

function ColumnBars({
  xKey,
  series,
  highlightX,
  height = 280,
  format = (v) => String(v),
  yLabel,
  ariaLabel,
  chartId,
  rows,
  bars,
  legend,
}: Drawn) {
  return (
    <figure aria-label={ariaLabel} className="m-0">
      {legend}
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={rows} margin={{ top: 22, right: 12, bottom: 4, left: 8 }} accessibilityLayer>
            <SeriesPatterns chartId={chartId} count={series.length} />
            <CartesianGrid stroke="rgb(var(--border))" strokeDasharray="3 3" vertical={false} />
            {highlightX ? (
              <ReferenceArea
                x1={highlightX}
                x2={highlightX}
                fill="rgb(var(--urgency-today))"
                fillOpacity={0.12}
                stroke="rgb(var(--urgency-today))"
                strokeDasharray="4 3"
              />
            ) : null}
            {/* Equidistant skipping leaves every shown label centred under its own bar; "preserveStartEnd" slides the
                first and last labels inwards to fit, under a neighbour's bar. */}
            <XAxis dataKey={xKey} tick={TICK} stroke="rgb(var(--border))" interval="equidistantPreserveStart" />
            <YAxis
              tick={TICK}
              stroke="rgb(var(--border))"
              tickFormatter={(value: number) => format(value)}
              width={72}
              label={{
                value: yLabel,
                angle: -90,
                position: "insideLeft",
                fill: "rgb(var(--muted))",
                fontSize: 12,
                dy: 40,
              }}
            />
            {tooltip(format)}
            {bars}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Height and category-axis width of a horizontal bar chart: one band per category, wide enough for its name. */
export function rowsLayout(
  categories: readonly string[],
  seriesCount: number,
): { height: number; axisWidth: number; maxChars: number } {
  const band = Math.max(26, 8 + 14 * Math.max(1, seriesCount));
  const longest = Math.max(0, ...categories.map((name) => name.length));
  // Generous for 12 px text (Recharts wraps a tick label that does not fit on one line); names beyond 28
  // characters are shortened and shown whole in the tooltip.
  const maxChars = 28;
  return {
    height: 84 + band * Math.max(1, categories.length),
    axisWidth: Math.round(Math.min(Math.max(longest, 6), maxChars) * 7.4 + 24),
    maxChars,
  };
}

export function shorten(name: string, maxChars: number): string {
  return name.length > maxChars ? `${name.slice(0, maxChars - 1)}…` : name;
}

function RowBars({
  data,
  xKey,
  series,
  stacked = false,
  format = (v) => String(v),
  yLabel,
  ariaLabel,
  chartId,
  rows,
  bars,
  legend,
}: Drawn) {
  const { height, axisWidth, maxChars } = rowsLayout(
    data.map((datum) => String(datum[xKey] ?? "")),
    stacked ? 1 : series.length,
  );
  return (
    <figure aria-label={ariaLabel} className="m-0">
      {legend}
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 4, right: 48, bottom: 18, left: 8 }}
            accessibilityLayer
          >
            <SeriesPatterns chartId={chartId} count={series.length} />
            <CartesianGrid stroke="rgb(var(--border))" strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              tick={TICK}
              stroke="rgb(var(--border))"
              tickFormatter={(value: number) => format(value)}
              label={{ value: yLabel, position: "insideBottom", offset: -12, fill: "rgb(var(--muted))", fontSize: 12 }}
            />
            {/* interval 0: every category is labelled, beside its own bar. */}
            <YAxis
              type="category"
              dataKey={xKey}
              tick={TICK}
              stroke="rgb(var(--border))"
              width={axisWidth}
              interval={0}
              tickFormatter={(name: string) => shorten(String(name), maxChars)}
            />
            {tooltip(format)}
            {bars}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * Value labels sit above their bars in a half-width card: a dozen short counts fit, fourteen currency amounts
 * or two dozen grouped bars run into each other. Then the tooltip and the table view give the exact figures.
 */
export function labelsFit(values: readonly unknown[], format: (value: number) => string): boolean {
  const texts = values.filter((v): v is number => typeof v === "number" && v > 0).map(format);
  const longest = Math.max(0, ...texts.map((text) => text.length));
  return values.length <= 16 && (values.length <= 7 || longest <= 4);
}
