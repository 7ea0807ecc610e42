"use client";

import type { LfdDueRow, PastLfdRow } from "@/lib/shared/report-api";
import { PAST_BANDS } from "@/lib/domain/report-bands";
import { DUE_DAYS } from "@/lib/validations/reports";

import { BarsChart } from "./bars-chart";
import { ChartCard } from "./chart-card";
import { addDays, dayLabel, pivot } from "./format";

export function LfdDueReport({ rows, today }: { rows: LfdDueRow[]; today: string }) {
  const xs = Array.from({ length: DUE_DAYS }, (_, offset) => dayLabel(offset, addDays(today, offset)));
  const { data, series } = pivot(
    rows,
    xs,
    (row) => dayLabel(row.offset, row.date),
    (row) => row.terminal,
    (row) => row.containers,
  );
  const dueToday = rows.filter((row) => row.offset === 0).reduce((sum, row) => sum + row.containers, 0);
  return (
    <ChartCard
      slug="lfds-due"
      title="LFDs due, next 14 days"
      description={
        <>
          Boxes still at the terminal by last free day (terminal-local), stacked by terminal. Today:{" "}
          <strong data-testid="lfd-due-today">{dueToday}</strong>
        </>
      }
      table={{
        columns: ["Date", "Day", "Terminal", "Containers"],
        rows: rows.map((row) => [row.date, dayLabel(row.offset, row.date), row.terminal, row.containers]),
      }}
      date={today}
      empty={rows.length === 0 ? "No last free days in the next 14 days for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={series.map((s) => ({ key: s, label: s }))}
        stacked
        highlightX="Today"
        yLabel="Containers"
        ariaLabel="LFDs due per day for the next 14 days, stacked by terminal; today is marked"
        height={300}
      />
    </ChartCard>
  );
}

export function PastLfdReport({ rows, today }: { rows: PastLfdRow[]; today: string }) {
  const { data, series } = pivot(
    rows,
    PAST_BANDS,
    (row) => row.band,
    (row) => row.terminal,
    (row) => row.containers,
  );
  return (
    <ChartCard
      slug="past-lfd"
      title="Past LFD, by days past"
      description="Boxes whose last free day has passed and are still at the terminal: demurrage is accruing."
      table={{
        columns: ["Days past", "Terminal", "Containers"],
        rows: rows.map((row) => [row.band, row.terminal, row.containers]),
      }}
      date={today}
      empty={rows.length === 0 ? "No boxes past their last free day for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={series.map((s) => ({ key: s, label: s }))}
        stacked
        yLabel="Containers"
        ariaLabel="Containers past their LFD by days past, stacked by terminal"
        height={260}
      />
    </ChartCard>
  );
}
