import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NOT_PICKED_UP } from "@/lib/server/sql/board-sql";
import { holdAgeBandSql } from "@/lib/server/sql/report-band-sql";
import type { ActiveHoldRow, ReleaseRow, ReportFilters } from "@/lib/shared/report-api";

import { containerFilter } from "./scope";

const arr = (column: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END)`;
const hasName = (column: Prisma.Sql, name: Prisma.Sql) =>
  Prisma.sql`${arr(column)} @> jsonb_build_array(jsonb_build_object('name', ${name}))`;

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

// Active holds (on boxes not yet out) by name and by how long they have been on: since the last history
// change that added the name, else since discharge (or first sync) when the hold was there from the start.
export async function activeHolds(workspaceId: string, filters: ReportFilters, at: Date): Promise<ActiveHoldRow[]> {
  const age = Prisma.sql`${at}::timestamptz - coalesce(o.onset, a.fallback)`;
  return db.$queryRaw<ActiveHoldRow[]>`
    WITH scoped AS (
      SELECT c.upstream_id, c.holds, coalesce(c.pod_discharged_at, c.created_at) AS fallback FROM containers c
      WHERE ${containerFilter(workspaceId, filters)} AND ${NOT_PICKED_UP} AND jsonb_typeof(c.holds) = 'array' AND jsonb_array_length(c.holds) > 0
    ),
    a AS (SELECT s.upstream_id, h->>'name' AS name, s.fallback FROM scoped s CROSS JOIN LATERAL jsonb_array_elements(s.holds) h)
    SELECT a.name, ${holdAgeBandSql(age)} AS band,
      count(*)::int AS containers
    FROM a ${onsetOf(workspaceId, Prisma.sql`a.upstream_id`, Prisma.sql`a.name`, Prisma.sql`${at}::timestamptz`)}
    GROUP BY 1, 2 ORDER BY 1, 2`;
}

// Time to release, from the history: a release is a holds change within the range whose old list named the
// hold and whose new list does not; it started at the last earlier (or same-instant) change that added the
// name, else at discharge (or first sync) when the hold was there from the start. Only the range's changes are
// expanded; each release looks up its own onset.
export async function holdReleases(workspaceId: string, filters: ReportFilters): Promise<ReleaseRow[]> {
  const rows = await db.$queryRaw<{ name: string; releases: number; median: number | null; p90: number | null }[]>`
    WITH scoped AS (
      SELECT c.upstream_id, coalesce(c.pod_discharged_at, c.created_at) AS fallback FROM containers c WHERE ${containerFilter(workspaceId, filters)}
    ),
    r AS (
      SELECT ch.container_upstream_id AS cid, h->>'name' AS name, ch.observed_at AS at, s.fallback
      FROM container_changes ch JOIN scoped s ON s.upstream_id = ch.container_upstream_id
      CROSS JOIN LATERAL jsonb_array_elements(${arr(Prisma.sql`ch.old_value`)}) h
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'holds'
        AND ch.observed_at >= ${filters.from}::date AND ch.observed_at < ${filters.to}::date + 1
        AND NOT ${hasName(Prisma.sql`ch.new_value`, Prisma.sql`h->>'name'`)}
    ),
    d AS (
      SELECT r.name, extract(epoch FROM r.at - coalesce(o.onset, r.fallback)) / 3600 AS hours
      FROM r ${onsetOf(workspaceId, Prisma.sql`r.cid`, Prisma.sql`r.name`, Prisma.sql`r.at`)}
    )
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
