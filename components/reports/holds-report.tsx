"use client";

import type { ActiveHoldRow, ReleaseRow } from "@/lib/shared/report-api";
import { AGE_BANDS } from "@/lib/domain/report-bands";

import { BarsChart } from "./bars-chart";
import { ChartCard } from "./chart-card";
import { pivot } from "./format";

export function ActiveHoldsReport({ rows, today }: { rows: ActiveHoldRow[]; today: string }) {
  const names = [...new Set(rows.map((row) => row.name))].sort();
  const { data } = pivot(
    rows,
    names,
    (row) => row.name,
    (row) => row.band,
    (row) => row.containers,
  );
  return (
    <ChartCard
      slug="active-holds"
      title="Active holds"
      description="Holds on boxes not yet out, by type and how long they have been active (from the change history)."
      table={{
        columns: ["Hold", "Active for", "Containers"],
        rows: rows.map((row) => [row.name, row.band, row.containers]),
      }}
      date={today}
      empty={rows.length === 0 ? "No active holds for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={AGE_BANDS.map((band) => ({ key: band, label: band }))}
        stacked
        layout="rows"
        yLabel="Containers"
        ariaLabel="Active holds by type, stacked by how long they have been active"
      />
    </ChartCard>
  );
}

export function ReleasesReport({ rows, today }: { rows: ReleaseRow[]; today: string }) {
  return (
    <ChartCard
      slug="hold-releases"
      title="Time to release"
      description="Hours from a hold appearing to its release, for releases in the date range (median and 90th percentile)."
      table={{
        columns: ["Hold", "Releases", "Median hours", "90th percentile hours"],
        rows: rows.map((row) => [row.name, row.releases, row.medianHours, row.p90Hours]),
      }}
      date={today}
      empty={rows.length === 0 ? "No holds were released in this range for these filters." : null}
    >
      <BarsChart
        data={rows.map((row) => ({ x: `${row.name} (${row.releases})`, median: row.medianHours, p90: row.p90Hours }))}
        xKey="x"
        series={[
          { key: "median", label: "Median hours" },
          { key: "p90", label: "90th percentile hours" },
        ]}
        format={(value) => `${Math.round(value)} h`}
        yLabel="Hours"
        ariaLabel="Time to release per hold type, median and 90th percentile hours"
        layout="rows"
      />
    </ChartCard>
  );
}
