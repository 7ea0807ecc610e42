import "server-only";

import { addCalendarDays } from "@/lib/domain/local-date";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { LfdDueRow, PastLfdRow } from "@/lib/shared/report-api";
import { DUE_DAYS, PAST_BANDS, type ReportFilters } from "@/lib/validations/reports";

import { containerFilter, governingZone, TERMINAL_LABEL, zoneTable, type ZoneToday } from "./scope";

// Days 0 and 1 are the stored buckets lfd_today / lfd_tomorrow themselves, so "due today" is by definition the
// board's LFD-today count. Later days count boxes still waiting at the terminal (not out, not urgency-unknown)
// by their governing LFD's local date minus today in that LFD's own zone.
export async function lfdDue(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<LfdDueRow[]> {
  const rows = await db.$queryRaw<{ offset: number; terminal: string; n: number }[]>`
    WITH z AS (${zoneTable(zt)}),
    base AS (
      SELECT c.bucket, c.governing_lfd_date - z.today AS days, ${TERMINAL_LABEL} AS terminal
      FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
      WHERE ${containerFilter(workspaceId, filters)}
        AND c.bucket NOT IN ('done', 'needs_return', 'stale', 'past_lfd')
        AND c.governing_lfd_date IS NOT NULL
    )
    SELECT CASE bucket WHEN 'lfd_today' THEN 0 WHEN 'lfd_tomorrow' THEN 1 ELSE days END::int AS offset, terminal, count(*)::int AS n
    FROM base
    WHERE bucket IN ('lfd_today', 'lfd_tomorrow') OR days BETWEEN 2 AND ${DUE_DAYS - 1}
    GROUP BY 1, 2
    ORDER BY 1, 2`;
  return rows.map((row) => ({
    offset: row.offset,
    date: addCalendarDays(zt.reference, row.offset),
    terminal: row.terminal,
    containers: row.n,
  }));
}

/** Boxes in the board's past_lfd bucket by whole terminal-local days since their LFD. */
export async function pastLfd(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<PastLfdRow[]> {
  const band = Prisma.sql`CASE
      WHEN z.today - c.governing_lfd_date <= 1 THEN '1 day'
      WHEN z.today - c.governing_lfd_date = 2 THEN '2 days'
      WHEN z.today - c.governing_lfd_date = 3 THEN '3 days'
      WHEN z.today - c.governing_lfd_date <= 7 THEN '4–7 days'
      WHEN z.today - c.governing_lfd_date <= 14 THEN '8–14 days'
      ELSE '15+ days' END`;
  const rows = await db.$queryRaw<{ band: string; terminal: string; n: number }[]>`
    WITH z AS (${zoneTable(zt)})
    SELECT ${band} AS band, ${TERMINAL_LABEL} AS terminal, count(*)::int AS n
    FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
    WHERE ${containerFilter(workspaceId, filters)} AND c.bucket = 'past_lfd' AND c.governing_lfd_date IS NOT NULL
    GROUP BY 1, 2`;
  return rows
    .map((row) => ({ band: row.band, terminal: row.terminal, containers: row.n }))
    .sort(
      (a, b) =>
        PAST_BANDS.indexOf(a.band as (typeof PAST_BANDS)[number]) -
          PAST_BANDS.indexOf(b.band as (typeof PAST_BANDS)[number]) || a.terminal.localeCompare(b.terminal),
    );
}
