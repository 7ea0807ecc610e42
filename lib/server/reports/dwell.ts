import "server-only";

import { returnedWithinFreeTime } from "@/lib/domain/per-diem-clock";
import { tariffsFor } from "@/lib/domain/tariff-match";
import { Prisma } from "@/lib/generated/prisma/client";
import { workspaceTariffBook } from "@/lib/server/cache/evaluation-inputs";
import { db } from "@/lib/server/db";
import {
  DWELL_CAP,
  type DwellKind,
  type DwellReport,
  type DwellStats,
  type FreeTimeShare,
  type ReportFilters,
} from "@/lib/shared/report-api";

import { containerFilter, inLocalDays, type ZoneToday } from "./scope";

const FULL_OUT = Prisma.sql`coalesce(c.pod_full_out_at, c.final_destination_full_out_at)`;

// Dwell distributions: discharge → full out (boxes that left on a terminal-local day of the range) and full out →
// empty return (boxes returned in the range), in whole days (the last bar is "14+"). The free-time share counts
// the boxes returned in the range that a per-diem tariff covers, and of them those returned by their return-by
// date: the board's rule (lib/domain/per-diem-clock.ts), with the free days of the version in force on the day
// each box was picked up, from the inland pickup on a rail move.
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

type ReturnedBox = {
  current_status: string | null;
  empty_terminated_at: Date;
  pod_discharged_at: Date | null;
  pod_full_out_at: Date | null;
  final_destination_full_out_at: Date | null;
  pod_rail_loaded_at: Date | null;
  pod_rail_departed_at: Date | null;
  ind_ata_at: Date | null;
  ind_rail_unloaded_at: Date | null;
  pod_timezone: string | null;
  final_destination_timezone: string | null;
  line: string | null;
  length: number | null;
};

const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** The boxes returned in the range that a per-diem tariff covers, and how many came back within free time. */
async function freeTimeShare(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<FreeTimeShare> {
  const [boxes, book] = await Promise.all([
    db.$queryRaw<ReturnedBox[]>`
      SELECT c.current_status, c.empty_terminated_at, c.pod_discharged_at, c.pod_full_out_at,
        c.final_destination_full_out_at, c.pod_rail_loaded_at, c.pod_rail_departed_at, c.ind_ata_at,
        c.ind_rail_unloaded_at, c.pod_timezone, c.final_destination_timezone, c.shipping_line_scac AS line,
        c.equipment_length AS length
      FROM containers c
      WHERE ${containerFilter(workspaceId, filters)} AND ${FULL_OUT} IS NOT NULL
        AND ${inLocalDays(Prisma.sql`c.empty_terminated_at`, filters.from, filters.to, zt)}`,
    workspaceTariffBook(workspaceId),
  ]);
  const share: FreeTimeShare = { withTariff: 0, withinFreeTime: 0 };
  for (const box of boxes) {
    const within = returnedWithinFreeTime(
      {
        current_status: box.current_status,
        empty_terminated_at: box.empty_terminated_at.toISOString(),
        pod_discharged_at: isoOrNull(box.pod_discharged_at),
        pod_full_out_at: isoOrNull(box.pod_full_out_at),
        final_destination_full_out_at: isoOrNull(box.final_destination_full_out_at),
        pod_rail_loaded_at: isoOrNull(box.pod_rail_loaded_at),
        pod_rail_departed_at: isoOrNull(box.pod_rail_departed_at),
        ind_ata_at: isoOrNull(box.ind_ata_at),
        ind_rail_unloaded_at: isoOrNull(box.ind_rail_unloaded_at),
        pod_timezone: box.pod_timezone,
        final_destination_timezone: box.final_destination_timezone,
      },
      tariffsFor(book, { terminalKeys: [], lineScac: box.line, equipmentLength: box.length }),
    );
    if (within === null) continue;
    share.withTariff += 1;
    if (within) share.withinFreeTime += 1;
  }
  return share;
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
    freeTimeShare(workspaceId, filters, zt),
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
    freeTime,
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
