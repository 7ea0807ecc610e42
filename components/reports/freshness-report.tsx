"use client";

import type { FreshnessRow, ReportFilters } from "@/lib/shared/report-api";

import { BarsChart } from "./bars-chart";
import { boardHref } from "./board-links";
import { ChartCard } from "./chart-card";

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function FreshnessReport({
  rows,
  today,
  filters,
}: {
  rows: FreshnessRow[];
  today: string;
  filters: ReportFilters;
}) {
  const href = (terminal: string, flag: "stale" | "unknown") =>
    boardHref(filters, {
      cell: { chart: "freshness", flag },
      terminals: [terminal],
      lens: flag === "unknown" ? ["unknown"] : [],
    });
  const total = rows.reduce((sum, row) => sum + row.containers, 0);
  const stale = rows.reduce((sum, row) => sum + row.stale, 0);
  return (
    <ChartCard
      slug="freshness"
      title="Data freshness"
      description={
        <>
          Share of boxes with terminal data older than 24 hours:{" "}
          <strong data-testid="stale-share">{pct(stale, total)}%</strong> ({stale} of {total}).
        </>
      }
      table={{
        columns: ["Terminal", "Containers", "Stale", "Urgency unknown", "Stale %"],
        rows: rows.map((row) => [row.terminal, row.containers, row.stale, row.unknown, pct(row.stale, row.containers)]),
      }}
      rowHrefs={rows.map((row) => (row.stale > 0 ? href(row.terminal, "stale") : null))}
      date={today}
      empty={rows.length === 0 ? "No boxes for these filters." : null}
    >
      <BarsChart
        data={rows
          .map((row) => ({
            x: row.terminal,
            stale: pct(row.stale, row.containers),
            unknown: pct(row.unknown, row.containers),
          }))
          // Worst first, so the top bar is the terminal to look at.
          .sort((a, b) => b.stale - a.stale || b.unknown - a.unknown || a.x.localeCompare(b.x))}
        xKey="x"
        layout="rows"
        series={[
          { key: "stale", label: "Stale (> 24 h) %" },
          { key: "unknown", label: "Urgency unknown %" },
        ]}
        format={(value) => `${value}%`}
        yLabel="Share of boxes"
        ariaLabel="Share of boxes with stale terminal data, per terminal"
        hrefOf={(datum, flag) => href(String(datum.x), flag === "unknown" ? "unknown" : "stale")}
      />
    </ChartCard>
  );
}
