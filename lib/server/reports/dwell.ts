import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import {
  DWELL_CAP,
  type DwellKind,
  type DwellReport,
  type DwellStats,
  type FreeTimeShare,
  type ReportFilters,
} from "@/lib/shared/report-api";

import { containerFilter, inLocalDays, podZone, type ZoneToday } from "./scope";
import { tariffJoin } from "./tariff-join";

const FULL_OUT = Prisma.sql`coalesce(c.pod_full_out_at, c.final_destination_full_out_at)`;

// Dwell distributions: discharge → full out (boxes that left on a terminal-local day of the range) and full out →
// empty return (boxes returned in the range), in whole days (the last bar is "14+"). The free-time share counts
// returned boxes whose tariff gives free days: returned within that many terminal-local days of full out.
function dwellBoxes(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Prisma.Sql {
  const where = containerFilter(workspaceId, filters);
  return Prisma.sql`
    WITH d AS (
      SELECT c.id, 'discharge_to_out' AS kind, extract(epoch FROM ${FULL_OUT} - c.pod_discharged_at) / 86400 AS days
      FROM containers c WHERE ${where} AND c.pod_discharged_at IS NOT NULL AND ${inLocalDays(FULL_OUT, filters.from, filters.to, zt)}
      UNION ALL
      SELECT c.id, 'out_to_return', extract(epoch FROM c.empty_terminated_at - ${FULL_OUT}) / 86400
      FROM containers c WHERE ${where} AND ${FULL_OUT} IS NOT NULL
        AND ${inLocalDays(Prisma.sql`c.empty_terminated_at`, filters.from, filters.to, zt)}
    )`;
}

export async function dwell(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<DwellReport> {
  const [rows, freeTime] = await Promise.all([
    db.$queryRaw<{ kind: DwellKind; days: number; containers: number; n: number; median: number; p90: number }[]>`
      ${dwellBoxes(workspaceId, filters, zt)},
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
      WHERE ${containerFilter(workspaceId, filters)} AND tm.id IS NOT NULL AND ${FULL_OUT} IS NOT NULL
        AND ${inLocalDays(Prisma.sql`c.empty_terminated_at`, filters.from, filters.to, zt)}`,
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

/** The boxes of one bar: a dwell of `kind` of `days` whole days (DWELL_CAP: that many or more). */
export async function dwellIds(
  workspaceId: string,
  filters: ReportFilters,
  zt: ZoneToday,
  cell: { kind: DwellKind; days: number },
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    ${dwellBoxes(workspaceId, filters, zt)}
    SELECT DISTINCT id FROM d WHERE kind = ${cell.kind} AND days >= 0 AND least(floor(days), ${DWELL_CAP})::int = ${cell.days}`;
  return rows.map((row) => row.id);
}
