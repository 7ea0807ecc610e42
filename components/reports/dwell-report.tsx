"use client";

import type { DwellKind, DwellReport as Dwell } from "@/lib/shared/report-api";
import { DWELL_CAP } from "@/lib/validations/reports";

import { BarsChart } from "./bars-chart";
import { ChartCard } from "./chart-card";

const KINDS: { kind: DwellKind; label: string }[] = [
  { kind: "discharge_to_out", label: "Discharge → full out" },
  { kind: "out_to_return", label: "Full out → empty return" },
];
const dayBand = (days: number) => (days >= DWELL_CAP ? `${DWELL_CAP}+` : `${days}–${days + 1}`);

export function DwellReport({ dwell, today }: { dwell: Dwell; today: string }) {
  const xs = Array.from({ length: DWELL_CAP + 1 }, (_, days) => dayBand(days));
  const data = xs.map((x, days) => {
    const datum: Record<string, string | number> = { x };
    for (const { kind } of KINDS)
      datum[kind] = dwell.histogram.find((row) => row.kind === kind && row.days === days)?.containers ?? 0;
    return datum;
  });
  const { withTariff, withinFreeTime } = dwell.freeTime;
  const share =
    withTariff > 0
      ? `${Math.round((withinFreeTime / withTariff) * 100)}% (${withinFreeTime} of ${withTariff})`
      : "no returned boxes with a tariff";
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
          {stats.join(" · ")}. Returned within tariff free days: <strong data-testid="free-time-share">{share}</strong>.
        </>
      }
      table={{
        columns: ["Days", ...KINDS.map((k) => k.label)],
        rows: data.map((datum) => [String(datum.x), Number(datum.discharge_to_out), Number(datum.out_to_return)]),
      }}
      date={today}
      empty={dwell.histogram.length === 0 ? "No boxes left or returned in this range for these filters." : null}
    >
      <BarsChart
        data={data}
        xKey="x"
        series={KINDS.map(({ kind, label }) => ({ key: kind, label }))}
        yLabel="Containers"
        ariaLabel="Distribution of dwell in days: discharge to full out, and full out to empty return"
        height={280}
      />
    </ChartCard>
  );
}
