"use client";

import { DWELL_CAP, type DwellKind, type DwellReport as Dwell, type ReportFilters } from "@/lib/shared/report-api";

import { BarsChart } from "./bars-chart";
import { boardHref } from "./board-links";
import { ChartCard } from "./chart-card";

const KINDS: { kind: DwellKind; label: string }[] = [
  { kind: "discharge_to_out", label: "Discharge → full out" },
  { kind: "out_to_return", label: "Full out → empty return" },
];
const dayBand = (days: number) => (days >= DWELL_CAP ? `${DWELL_CAP}+` : `${days}–${days + 1}`);

export function DwellReport({ dwell, today, filters }: { dwell: Dwell; today: string; filters: ReportFilters }) {
  const xs = Array.from({ length: DWELL_CAP + 1 }, (_, days) => dayBand(days));
  const href = (kind: DwellKind, days: number) =>
    boardHref(filters, { cell: { chart: "dwell", kind, days, from: filters.from, to: filters.to } });
  const bars = dwell.histogram.filter((row) => row.containers > 0);
  const label = (kind: DwellKind) => KINDS.find((k) => k.kind === kind)?.label ?? kind;
  const data = xs.map((x, days) => {
    const datum: Record<string, string | number> = { x, days };
    for (const { kind } of KINDS)
      datum[kind] = dwell.histogram.find((row) => row.kind === kind && row.days === days)?.containers ?? 0;
    return datum;
  });
  const { withTariff, withinFreeTime } = dwell.freeTime;
  const share =
    withTariff > 0
      ? `${Math.round((withinFreeTime / withTariff) * 100)}% (${withinFreeTime} of ${withTariff})`
      : "no returned boxes with a per-diem tariff";
  const stats = KINDS.map(({ kind, label }) => {
    const s = dwell.stats.find((row) => row.kind === kind);
    return s ? `${label}: median ${s.medianDays} d, 90th pct ${s.p90Days} d (${s.containers})` : `${label}: none`;
  });
  return (
    <ChartCard
      slug="dwell"
      title="Dwell"
      description={
        <>
          {stats.join(" · ")}. Returned within per-diem free time (the version in force at pickup):{" "}
          <strong data-testid="free-time-share">{share}</strong>.
        </>
      }
      table={{
        columns: ["Dwell", "Days", "Containers"],
        rows: bars.map((row) => [label(row.kind), dayBand(row.days), row.containers]),
      }}
      rowHrefs={bars.map((row) => href(row.kind, row.days))}
      date={today}
      empty={dwell.histogram.length === 0 ? "No boxes left or returned in this range for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={KINDS.map(({ kind, label }) => ({ key: kind, label }))}
        yLabel="Containers"
        ariaLabel="Distribution of dwell in days: discharge to full out, and full out to empty return"
        hrefOf={(datum, kind) => href(kind as DwellKind, Number(datum.days))}
        height={280}
      />
    </ChartCard>
  );
}
