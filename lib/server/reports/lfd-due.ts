import "server-only";

import { PICKED_UP_BUCKETS } from "@/lib/domain/bucket";
import { addCalendarDays } from "@/lib/domain/local-date";
import { PAST_BANDS, type PastLfdBand } from "@/lib/domain/report-bands";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { bucketIs, bucketNotIn, dueDay } from "@/lib/server/sql/board-sql";
import { pastLfdBandSql } from "@/lib/server/sql/report-band-sql";
import { DUE_DAYS, type LfdDueRow, type PastLfdRow, type ReportFilters } from "@/lib/shared/report-api";

import { boardFilter, governingZone, TERMINAL_LABEL, zoneTable, type ZoneToday } from "./scope";

type Filters = Pick<ReportFilters, "terminal" | "line" | "customer">;

// Days 0 and 1 are the stored buckets lfd_today / lfd_tomorrow themselves, so "due today" is by definition the
// board's LFD-today count. Later days count boxes still waiting at the terminal (not out, not urgency-unknown)
// by their governing LFD's local date minus today in that LFD's own zone.
function dueBoxes(workspaceId: string, filters: Filters, zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`
    WITH z AS (${zoneTable(zt)}),
    base AS (
      SELECT c.id, ${dueDay(Prisma.sql`(c.governing_lfd_date - z.today)`)} AS day, ${TERMINAL_LABEL} AS terminal
      FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
      WHERE ${boardFilter(workspaceId, filters)}
        AND ${bucketNotIn([...PICKED_UP_BUCKETS, "stale", "past_lfd"])}
        AND c.governing_lfd_date IS NOT NULL
    )`;
}

export async function lfdDue(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<LfdDueRow[]> {
  const rows = await db.$queryRaw<{ offset: number; terminal: string; n: number }[]>`
    ${dueBoxes(workspaceId, filters, zt)}
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

/** The boxes of one day of the chart (the board's link to them). */
export async function lfdDueIds(workspaceId: string, filters: Filters, zt: ZoneToday, days: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    ${dueBoxes(workspaceId, filters, zt)}
    SELECT id FROM base WHERE day = ${days}`;
  return rows.map((row) => row.id);
}

function pastBoxes(workspaceId: string, filters: Filters, zt: ZoneToday): Prisma.Sql {
  const band = pastLfdBandSql(Prisma.sql`(z.today - c.governing_lfd_date)`);
  return Prisma.sql`
    WITH z AS (${zoneTable(zt)}),
    base AS (
      SELECT c.id, ${band} AS band, ${TERMINAL_LABEL} AS terminal
      FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
      WHERE ${boardFilter(workspaceId, filters)} AND ${bucketIs("past_lfd")} AND c.governing_lfd_date IS NOT NULL
    )`;
}

/** Boxes in the board's past_lfd bucket by whole terminal-local days since their LFD. */
export async function pastLfd(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<PastLfdRow[]> {
  const rows = await db.$queryRaw<{ band: string; terminal: string; n: number }[]>`
    ${pastBoxes(workspaceId, filters, zt)}
    SELECT band, terminal, count(*)::int AS n FROM base GROUP BY 1, 2`;
  return rows
    .map((row) => ({ band: row.band, terminal: row.terminal, containers: row.n }))
    .sort(
      (a, b) =>
        PAST_BANDS.indexOf(a.band as PastLfdBand) - PAST_BANDS.indexOf(b.band as PastLfdBand) ||
        a.terminal.localeCompare(b.terminal),
    );
}

/** The boxes of one band of the chart. */
export async function pastLfdIds(
  workspaceId: string,
  filters: Filters,
  zt: ZoneToday,
  band: PastLfdBand,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    ${pastBoxes(workspaceId, filters, zt)}
    SELECT id FROM base WHERE band = ${band}`;
  return rows.map((row) => row.id);
}
