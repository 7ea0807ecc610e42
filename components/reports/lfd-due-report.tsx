"use client";

import type { LfdDueRow, PastLfdRow, ReportFilters } from "@/lib/shared/report-api";
import type { PastLfdSummary } from "@/lib/domain/past-lfd";
import { PAST_BANDS, type PastLfdBand } from "@/lib/domain/report-bands";
import { formatAmounts } from "@/lib/shared/format/money";
import { formatCount } from "@/lib/shared/format/number";
import { DUE_DAYS } from "@/lib/shared/report-api";

import { BarsChart } from "./bars-chart";
import { boardHref } from "./board-links";
import { ChartCard } from "./chart-card";
import { addDays, dayLabel } from "./format";
import { pivotGrouped, type SeriesGroup } from "./series-groups";

const seriesOf = (groups: SeriesGroup[]) =>
  groups.map((group) => ({
    key: group.key,
    label: group.label,
    detail: group.members.length > 1 ? group.members.join(", ") : undefined,
  }));
const membersOf = (groups: SeriesGroup[], key: string) => groups.find((group) => group.key === key)?.members;

const dueLens = (days: number) =>
  days === 0 ? (["due_today"] as const) : days === 1 ? (["due_tomorrow"] as const) : [];

export function LfdDueReport({ rows, today, filters }: { rows: LfdDueRow[]; today: string; filters: ReportFilters }) {
  const xs = Array.from({ length: DUE_DAYS }, (_, offset) => dayLabel(offset, addDays(today, offset)));
  const { data, series } = pivotGrouped(
    rows,
    xs,
    (row) => dayLabel(row.offset, row.date),
    (row) => row.terminal,
    (row) => row.containers,
  );
  const offsetOf = new Map(xs.map((x, offset) => [x, offset]));
  const href = (days: number, terminals: readonly string[] | undefined) =>
    boardHref(filters, { cell: { chart: "lfd-due", days }, terminals, lens: [...dueLens(days)] });
  const dueToday = rows.filter((row) => row.offset === 0).reduce((sum, row) => sum + row.containers, 0);
  return (
    <ChartCard
      slug="lfds-due"
      title="LFDs due, next 14 days"
      description={
        <>
          Boxes still at the terminal by last free day (terminal-local), stacked by terminal. Today:{" "}
          <strong data-testid="lfd-due-today">{dueToday}</strong>. A bar opens its boxes on the board.
        </>
      }
      table={{
        columns: ["Date", "Day", "Terminal", "Containers"],
        rows: rows.map((row) => [row.date, dayLabel(row.offset, row.date), row.terminal, row.containers]),
      }}
      rowHrefs={rows.map((row) => href(row.offset, [row.terminal]))}
      date={today}
      empty={rows.length === 0 ? "No last free days in the next 14 days for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={seriesOf(series)}
        stacked
        highlightX="Today"
        yLabel="Containers"
        ariaLabel="LFDs due per day for the next 14 days, stacked by terminal; today is marked"
        height={300}
        hrefOf={(datum, key) => href(offsetOf.get(String(datum.x)) ?? 0, membersOf(series, key))}
      />
    </ChartCard>
  );
}

export function PastLfdReport({
  rows,
  today,
  filters,
  card,
}: {
  rows: PastLfdRow[];
  today: string;
  filters: ReportFilters;
  card: PastLfdSummary;
}) {
  const { data, series } = pivotGrouped(
    rows,
    PAST_BANDS,
    (row) => row.band,
    (row) => row.terminal,
    (row) => row.containers,
  );
  const href = (band: string, terminals: readonly string[] | undefined) =>
    boardHref(filters, { cell: { chart: "past-lfd", band: band as PastLfdBand }, terminals, lens: ["past_lfd"] });
  const posted = Object.keys(card.demurrage).length > 0 ? formatAmounts(card.demurrage) : "none";
  const incurred = Object.keys(card.incurred).length > 0 ? formatAmounts(card.incurred) : "none";
  return (
    <ChartCard
      slug="past-lfd"
      title="Past LFD, by days past"
      description={
        <>
          Boxes whose last free day has passed and are still at the terminal: demurrage is accruing.{" "}
          <span data-testid="past-lfd-card-figures">
            <strong>{formatCount(card.count)}</strong> boxes, <strong>{posted}</strong> demurrage posted,{" "}
            <strong data-testid="past-lfd-card-incurred">{incurred}</strong> incurred to date (an estimate from their
            day records and the tariffs in force each day)
          </span>{" "}
          (the board&apos;s Past LFD card).
        </>
      }
      table={{
        columns: ["Days past", "Terminal", "Containers"],
        rows: rows.map((row) => [row.band, row.terminal, row.containers]),
      }}
      rowHrefs={rows.map((row) => href(row.band, [row.terminal]))}
      date={today}
      empty={rows.length === 0 ? "No boxes past their last free day for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={seriesOf(series)}
        stacked
        yLabel="Containers"
        ariaLabel="Containers past their LFD by days past, stacked by terminal"
        height={260}
        hrefOf={(datum, key) => href(String(datum.x), membersOf(series, key))}
      />
    </ChartCard>
  );
}
