import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { DwellKind, DwellReport, DwellStats, FreeTimeShare, ReportFilters } from "@/lib/shared/report-api";
import { DWELL_CAP } from "@/lib/validations/reports";

import { containerFilter, podZone, type ZoneToday } from "./scope";
import { tariffJoin } from "./tariff-join";

const FULL_OUT = Prisma.sql`coalesce(c.pod_full_out_at, c.final_destination_full_out_at)`;

// Dwell distributions: discharge → full out (boxes that left in the range) and full out → empty return (boxes
// returned in the range), in whole days (the last bar is "14+"). The free-time share counts returned boxes
// whose tariff gives free days: returned within that many terminal-local days of full out.
export async function dwell(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<DwellReport> {
  const where = containerFilter(workspaceId, filters);
  const range = (column: Prisma.Sql) =>
    Prisma.sql`${column} >= ${filters.from}::date AND ${column} < ${filters.to}::date + 1`;
  const [rows, freeTime] = await Promise.all([
    db.$queryRaw<{ kind: DwellKind; days: number; containers: number; n: number; median: number; p90: number }[]>`
      WITH d AS (
        SELECT 'discharge_to_out' AS kind, extract(epoch FROM ${FULL_OUT} - c.pod_discharged_at) / 86400 AS days
        FROM containers c WHERE ${where} AND c.pod_discharged_at IS NOT NULL AND ${range(FULL_OUT)}
        UNION ALL
        SELECT 'out_to_return', extract(epoch FROM c.empty_terminated_at - ${FULL_OUT}) / 86400
        FROM containers c WHERE ${where} AND ${FULL_OUT} IS NOT NULL AND ${range(Prisma.sql`c.empty_terminated_at`)}
      ),
      stats AS (
        SELECT kind, count(*)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY days)::float8 AS p90
        FROM d WHERE days >= 0 GROUP BY kind
      )
      SELECT d.kind, least(floor(d.days), ${DWELL_CAP})::int AS days, count(*)::int AS containers, s.n, s.median, s.p90
      FROM d JOIN stats s ON s.kind = d.kind WHERE d.days >= 0
      GROUP BY 1, 2, 4, 5, 6 ORDER BY 1, 2`,
    db.$queryRaw<FreeTimeShare[]>`
      SELECT count(*)::int AS "withTariff",
        count(*) FILTER (WHERE (c.empty_terminated_at AT TIME ZONE ${podZone(zt)})::date - (${FULL_OUT} AT TIME ZONE ${podZone(zt)})::date <= tm.free_days)::int AS "withinFreeTime"
      FROM containers c ${tariffJoin(workspaceId)}
      WHERE ${where} AND tm.id IS NOT NULL AND ${FULL_OUT} IS NOT NULL AND ${range(Prisma.sql`c.empty_terminated_at`)}`,
  ]);
  const stats = new Map<DwellKind, DwellStats>();
  for (const row of rows)
    stats.set(row.kind, {
      kind: row.kind,
      containers: row.n,
      medianDays: Math.round(row.median * 10) / 10,
      p90Days: Math.round(row.p90 * 10) / 10,
    });
  return {
    histogram: rows.map((row) => ({ kind: row.kind, days: row.days, containers: row.containers })),
    stats: [...stats.values()],
    freeTime: freeTime[0] ?? { withTariff: 0, withinFreeTime: 0 },
  };
}
