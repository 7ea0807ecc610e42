import "server-only";

import { PICKED_UP_BUCKETS } from "@/lib/domain/bucket";
import { addCalendarDays } from "@/lib/domain/local-date";
import { PAST_BANDS, type PastLfdBand } from "@/lib/domain/report-bands";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { bucketIs, bucketNotIn, dueDay } from "@/lib/server/sql/board-sql";
import { pastLfdBandSql } from "@/lib/server/sql/report-band-sql";
import type { LfdDueRow, PastLfdRow } from "@/lib/shared/report-api";
import { DUE_DAYS, type ReportFilters } from "@/lib/validations/reports";

import { containerFilter, governingZone, TERMINAL_LABEL, zoneTable, type ZoneToday } from "./scope";

// Days 0 and 1 are the stored buckets lfd_today / lfd_tomorrow themselves, so "due today" is by definition the
// board's LFD-today count. Later days count boxes still waiting at the terminal (not out, not urgency-unknown)
// by their governing LFD's local date minus today in that LFD's own zone.
export async function lfdDue(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<LfdDueRow[]> {
  const rows = await db.$queryRaw<{ offset: number; terminal: string; n: number }[]>`
    WITH z AS (${zoneTable(zt)}),
    base AS (
      SELECT ${dueDay(Prisma.sql`(c.governing_lfd_date - z.today)`)} AS day, ${TERMINAL_LABEL} AS terminal
      FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
      WHERE ${containerFilter(workspaceId, filters)}
        AND ${bucketNotIn([...PICKED_UP_BUCKETS, "stale", "past_lfd"])}
        AND c.governing_lfd_date IS NOT NULL
    )
    SELECT day::int AS offset, terminal, count(*)::int AS n
    FROM base
    WHERE day <= ${DUE_DAYS - 1}
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
  const band = pastLfdBandSql(Prisma.sql`(z.today - c.governing_lfd_date)`);
  const rows = await db.$queryRaw<{ band: string; terminal: string; n: number }[]>`
    WITH z AS (${zoneTable(zt)})
    SELECT ${band} AS band, ${TERMINAL_LABEL} AS terminal, count(*)::int AS n
    FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
    WHERE ${containerFilter(workspaceId, filters)} AND ${bucketIs("past_lfd")} AND c.governing_lfd_date IS NOT NULL
    GROUP BY 1, 2`;
  return rows
    .map((row) => ({ band: row.band, terminal: row.terminal, containers: row.n }))
    .sort(
      (a, b) =>
        PAST_BANDS.indexOf(a.band as PastLfdBand) - PAST_BANDS.indexOf(b.band as PastLfdBand) ||
        a.terminal.localeCompare(b.terminal),
    );
}
