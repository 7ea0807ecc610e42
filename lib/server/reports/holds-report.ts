import "server-only";

import type { HoldAgeBand } from "@/lib/domain/report-bands";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NOT_PICKED_UP } from "@/lib/server/sql/board-sql";
import { holdAgeBandSql } from "@/lib/server/sql/report-band-sql";
import type { ActiveHoldRow, ReleaseRow, ReportFilters } from "@/lib/shared/report-api";

import { boardFilter, containerFilter, inLocalDays, type ZoneToday } from "./scope";

type Filters = Pick<ReportFilters, "terminal" | "line" | "customer">;

const arr = (column: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END)`;
const hasName = (column: Prisma.Sql, name: Prisma.Sql) =>
  Prisma.sql`${arr(column)} @> jsonb_build_array(jsonb_build_object('name', ${name}))`;

// Since when a hold that was there from the start has been on: the discharge, else the day Quayside first saw the
// box, both on the service's clock (created_at is this server's clock, which a simulated world does not share).
const FROM_THE_START = Prisma.sql`coalesce(c.pod_discharged_at, c.first_observed_at, c.created_at)`;

// The last change of one box that added the hold `name` at or before `until`: when that hold went on. An
// index lookup per box (workspace, container, observed_at), so only the boxes in question are read.
const onsetOf = (
  workspaceId: string,
  cid: Prisma.Sql,
  name: Prisma.Sql,
  until: Prisma.Sql,
) => Prisma.sql`LEFT JOIN LATERAL (
      SELECT ch.observed_at AS onset FROM container_changes ch
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.container_upstream_id = ${cid} AND ch.field = 'holds' AND ch.observed_at <= ${until}
        AND ${hasName(Prisma.sql`ch.new_value`, name)} AND NOT ${hasName(Prisma.sql`ch.old_value`, name)}
      ORDER BY ch.observed_at DESC LIMIT 1
    ) o ON true`;

// Active holds (on boxes not yet out, still on the board) by name and by how long they have been on: since the
// last history change that added the name, else since discharge (or first sight) when it was there from the start.
function heldBoxes(workspaceId: string, filters: Filters, at: Date): Prisma.Sql {
  const age = Prisma.sql`${at}::timestamptz - coalesce(o.onset, a.fallback)`;
  return Prisma.sql`
    WITH scoped AS (
      SELECT c.id, c.upstream_id, c.holds, ${FROM_THE_START} AS fallback FROM containers c
      WHERE ${boardFilter(workspaceId, filters)} AND ${NOT_PICKED_UP} AND jsonb_typeof(c.holds) = 'array' AND jsonb_array_length(c.holds) > 0
    ),
    a AS (SELECT s.id, s.upstream_id, h->>'name' AS name, s.fallback FROM scoped s CROSS JOIN LATERAL jsonb_array_elements(s.holds) h),
    base AS (
      SELECT a.id, a.name, ${holdAgeBandSql(age)} AS band
      FROM a ${onsetOf(workspaceId, Prisma.sql`a.upstream_id`, Prisma.sql`a.name`, Prisma.sql`${at}::timestamptz`)}
    )`;
}

export async function activeHolds(workspaceId: string, filters: ReportFilters, at: Date): Promise<ActiveHoldRow[]> {
  return db.$queryRaw<ActiveHoldRow[]>`
    ${heldBoxes(workspaceId, filters, at)}
    SELECT name, band, count(*)::int AS containers FROM base GROUP BY 1, 2 ORDER BY 1, 2`;
}

/** The boxes of one bar segment: the hold `name` on for a time in `band`. */
export async function activeHoldIds(
  workspaceId: string,
  filters: Filters,
  at: Date,
  cell: { hold: string; band: HoldAgeBand },
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    ${heldBoxes(workspaceId, filters, at)}
    SELECT DISTINCT id FROM base WHERE name = ${cell.hold} AND band = ${cell.band}`;
  return rows.map((row) => row.id);
}

// Time to release, from the history: a release is a holds change on a terminal-local day of the range whose old
// list named the hold and whose new list does not; it started at the last earlier (or same-instant) change that
// added the name, else at discharge (or first sight) when the hold was there from the start. Only the range's
// changes are expanded (index on workspace, field, observed_at); each release looks up its own onset.
function releases(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Prisma.Sql {
  return Prisma.sql`
    WITH r AS (
      SELECT c.id, ch.container_upstream_id AS cid, h->>'name' AS name, ch.observed_at AS at, ${FROM_THE_START} AS fallback
      FROM container_changes ch JOIN containers c ON c.workspace_id = ch.workspace_id AND c.upstream_id = ch.container_upstream_id
      CROSS JOIN LATERAL jsonb_array_elements(${arr(Prisma.sql`ch.old_value`)}) h
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'holds' AND ${containerFilter(workspaceId, filters)}
        AND ${inLocalDays(Prisma.sql`ch.observed_at`, filters.from, filters.to, zt)}
        AND NOT ${hasName(Prisma.sql`ch.new_value`, Prisma.sql`h->>'name'`)}
    ),
    d AS (
      SELECT r.id, r.name, extract(epoch FROM r.at - coalesce(o.onset, r.fallback)) / 3600 AS hours
      FROM r ${onsetOf(workspaceId, Prisma.sql`r.cid`, Prisma.sql`r.name`, Prisma.sql`r.at`)}
    )`;
}

export async function holdReleases(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<ReleaseRow[]> {
  const rows = await db.$queryRaw<{ name: string; releases: number; median: number | null; p90: number | null }[]>`
    ${releases(workspaceId, filters, zt)}
    SELECT name, count(*)::int AS releases,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(hours, 0))::float8 AS median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY greatest(hours, 0))::float8 AS p90
    FROM d GROUP BY name ORDER BY name`;
  return rows.map((row) => ({
    name: row.name,
    releases: row.releases,
    medianHours: Math.round((row.median ?? 0) * 10) / 10,
    p90Hours: Math.round((row.p90 ?? 0) * 10) / 10,
  }));
}

/** The boxes whose hold `hold` was released in the range. */
export async function releasedIds(
  workspaceId: string,
  filters: ReportFilters,
  zt: ZoneToday,
  hold: string,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    ${releases(workspaceId, filters, zt)}
    SELECT DISTINCT id FROM d WHERE name = ${hold}`;
  return rows.map((row) => row.id);
}
