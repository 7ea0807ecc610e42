import "server-only";

import { localDateOf, resolveTimeZone } from "@/lib/domain/local-date";
import { Prisma } from "@/lib/generated/prisma/client";
import { filterSql } from "@/lib/server/containers/filter-columns";
import { db } from "@/lib/server/db";
import { LISTED } from "@/lib/server/sql/board-sql";
import { createVersionedCache } from "@/lib/server/versioned-cache";
import { UNKNOWN_TERMINAL, type ReportFilters } from "@/lib/shared/report-api";

// Shared pieces of the report queries: the workspace + filter predicate on `containers c`, and "today" per
// time zone. Every value goes in as a bound parameter (Prisma.sql), never concatenated.

/**
 * `c.workspace_id = … AND <filters>` for a query that aliases containers as `c`: the board's filters, whose
 * columns lib/server/containers/filter-columns.ts lists for both.
 */
export function containerFilter(
  workspaceId: string,
  filters: Pick<ReportFilters, "terminal" | "line" | "customer">,
): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`c.workspace_id = ${workspaceId}::uuid`];
  for (const filter of ["terminal", "line", "customer"] as const) {
    if (filters[filter].length > 0) parts.push(filterSql(filter, filters[filter]));
  }
  return Prisma.join(parts, " AND ");
}

/**
 * The filter of a report about the board as it stands (LFDs, holds, exposure, freshness): the boxes the service
 * still lists, as on the board and the daily report. History (fees posted, releases, dwell) keeps every box.
 */
export function boardFilter(
  workspaceId: string,
  filters: Pick<ReportFilters, "terminal" | "line" | "customer">,
): Prisma.Sql {
  return Prisma.sql`${containerFilter(workspaceId, filters)} AND ${LISTED}`;
}

/** The terminal a row is stacked and grouped under. */
export const TERMINAL_LABEL = Prisma.sql`coalesce(c.terminal_name, c.terminal_firms_code, ${UNKNOWN_TERMINAL}::text)`;

export type ZoneToday = { zones: string[]; todays: string[]; reference: string };

/**
 * Today's date in every zone the workspace's containers use (unknown zones fall back to UTC, exactly as the
 * domain rules do), computed once from the one clock so SQL and the board agree. `reference` is today in the
 * most common zone: the label of "Today" on the charts.
 */
export async function zoneTodays(workspaceId: string, at: Date): Promise<ZoneToday> {
  const rows = await zonesByUse(workspaceId);
  const zones: string[] = ["UTC"];
  const todays: string[] = [localDateOf(at, "UTC")?.date ?? at.toISOString().slice(0, 10)];
  let reference: string | null = null;
  for (const row of rows) {
    if (!row.zone || resolveTimeZone(row.zone).usedFallback) continue;
    const today = localDateOf(at, row.zone)?.date;
    if (!today) continue;
    reference ??= today;
    if (!zones.includes(row.zone)) {
      zones.push(row.zone);
      todays.push(today);
    }
  }
  return { zones, todays, reference: reference ?? todays[0] ?? at.toISOString().slice(0, 10) };
}

// The zones a workspace's terminals use change only when a new terminal appears, yet counting them scans every
// container and sits in front of all the report queries; a minute-old list is kept. A zone missing from it
// for that minute counts as UTC, as an unknown zone does.
const zonesInUse = createVersionedCache({ ttlMs: 60_000, maxEntries: 1_000 });

function zonesByUse(workspaceId: string): Promise<{ zone: string | null; n: bigint }[]> {
  return zonesInUse.get(
    workspaceId,
    "",
    () =>
      db.$queryRaw<{ zone: string | null; n: bigint }[]>`
      SELECT zone, count(*)::bigint AS n FROM (
        SELECT pod_timezone AS zone FROM containers WHERE workspace_id = ${workspaceId}::uuid
        UNION ALL
        SELECT governing_lfd_zone FROM containers
        WHERE workspace_id = ${workspaceId}::uuid AND governing_lfd_zone IS DISTINCT FROM pod_timezone AND governing_lfd_zone IS NOT NULL
      ) z GROUP BY zone ORDER BY n DESC`,
  );
}

/** `z(zone, today)`: one row per known zone, for a CTE. */
export function zoneTable(zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`SELECT * FROM unnest(${zt.zones}::text[], ${zt.todays}::date[]) AS z(zone, today)`;
}

/**
 * The zone a container's governing LFD is counted in: the one lib/domain/lfd.ts chose, stored with the
 * evaluation (governing_lfd_zone), never restated here; a zone not (yet) in the workspace's list → UTC.
 */
export function governingZone(zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`CASE WHEN c.governing_lfd_zone = ANY(${zt.zones}::text[]) THEN c.governing_lfd_zone ELSE 'UTC' END`;
}

/** The port's zone (discharge dates), unknown → UTC. */
export function podZone(zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`CASE WHEN c.pod_timezone = ANY(${zt.zones}::text[]) THEN c.pod_timezone ELSE 'UTC' END`;
}

/** The local date of the instant `column` at the box's port (unknown zone → UTC): a chart's day is the terminal's. */
export function localDay(column: Prisma.Sql, zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`(${column} AT TIME ZONE ${podZone(zt)})::date`;
}

/**
 * The instant `column` falls on a terminal-local day from `from` to `to` (inclusive). The instant bounds, a day
 * wider on each side (no zone is a day from UTC), let the column's index narrow the rows; the local date decides.
 */
export function inLocalDays(column: Prisma.Sql, from: string, to: string, zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`${column} >= ${from}::date - 1 AND ${column} < ${to}::date + 2
    AND ${localDay(column, zt)} BETWEEN ${from}::date AND ${to}::date`;
}
