"use client";

import { AGE_BANDS, type HoldAgeBand } from "@/lib/domain/report-bands";
import { shortDayText } from "@/lib/shared/format/date";
import { formatNumber } from "@/lib/shared/format/number";
import type { ActiveHoldRow, ReleaseRow, ReportFilters } from "@/lib/shared/report-api";

import { BarsChart } from "./bars-chart";
import { boardHref } from "./board-links";
import { ChartCard } from "./chart-card";
import { pivot } from "./format";

/** "0.4 h", "7.5 h", "36 h": tenths under ten hours, so short releases do not all read "0 h". */
const hoursText = (value: number) => `${formatNumber(value, value < 10 ? 1 : 0)} h`;

type Props<R> = { rows: R[]; today: string; filters: ReportFilters };

export function ActiveHoldsReport({ rows, today, filters }: Props<ActiveHoldRow>) {
  const names = [...new Set(rows.map((row) => row.name))].sort();
  const { data } = pivot(
    rows,
    names,
    (row) => row.name,
    (row) => row.band,
    (row) => row.containers,
  );
  const href = (hold: string, band: string) =>
    boardHref(filters, { cell: { chart: "hold-age", hold, band: band as HoldAgeBand }, hold: [hold] });
  return (
    <ChartCard
      slug="active-holds"
      title="Active holds"
      description="Holds on boxes not yet out, by type and how long they have been active (from the change history, else since discharge). A bar opens its boxes on the board."
      table={{
        columns: ["Hold", "Active for", "Containers"],
        rows: rows.map((row) => [row.name, row.band, row.containers]),
      }}
      rowHrefs={rows.map((row) => href(row.name, row.band))}
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
        hrefOf={(datum, band) => href(String(datum.x), band)}
      />
    </ChartCard>
  );
}

export function ReleasesReport({ rows, today, filters }: Props<ReleaseRow>) {
  const href = (hold: string) =>
    boardHref(filters, { cell: { chart: "released", hold, from: filters.from, to: filters.to } });
  return (
    <ChartCard
      slug="hold-releases"
      title="Time to release"
      description="Hours from a hold appearing to its release, for releases in the date range (median and 90th percentile), from the holds Quayside saw clear. A bar opens the released boxes on the board."
      table={{
        columns: ["Hold", "Releases", "Median hours", "90th percentile hours"],
        rows: rows.map((row) => [row.name, row.releases, row.medianHours, row.p90Hours]),
      }}
      rowHrefs={rows.map((row) => href(row.name))}
      date={today}
      empty={
        rows.length === 0
          ? `No hold was seen to clear from ${shortDayText(filters.from)} to ${shortDayText(filters.to)} for these filters. A release is timed from the change that clears it; holds cleared before Quayside first saw a box are not known.`
          : null
      }
    >
      <BarsChart
        data={rows.map((row) => ({
          x: `${row.name} (${row.releases})`,
          name: row.name,
          median: row.medianHours,
          p90: row.p90Hours,
        }))}
        xKey="x"
        series={[
          { key: "median", label: "Median hours" },
          { key: "p90", label: "90th percentile hours" },
        ]}
        format={hoursText}
        yLabel="Hours"
        ariaLabel="Time to release per hold type, median and 90th percentile hours"
        layout="rows"
        hrefOf={(datum) => href(String(datum.name))}
      />
    </ChartCard>
  );
}
