import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { ReportFilters } from "@/lib/validations/reports";

import { containerFilter } from "./scope";

export type ActiveHoldRow = { name: string; band: string; containers: number };
export type ReleaseRow = { name: string; releases: number; medianHours: number; p90Hours: number };

const arr = (column: Prisma.Sql) => Prisma.sql`(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END)`;
const hasName = (column: Prisma.Sql, name: Prisma.Sql) => Prisma.sql`${arr(column)} @> jsonb_build_array(jsonb_build_object('name', ${name}))`;

// Active holds (on boxes not yet out) by name and by how long they have been on: since the last history
// change that added the name, else since discharge (or first sync) when the hold was there from the start.
export async function activeHolds(workspaceId: string, filters: ReportFilters, at: Date): Promise<ActiveHoldRow[]> {
  const age = Prisma.sql`${at}::timestamptz - coalesce(o.since, a.fallback)`;
  return db.$queryRaw<ActiveHoldRow[]>`
    WITH scoped AS (
      SELECT c.upstream_id, c.holds, coalesce(c.pod_discharged_at, c.created_at) AS fallback FROM containers c
      WHERE ${containerFilter(workspaceId, filters)} AND c.bucket NOT IN ('done', 'needs_return') AND jsonb_typeof(c.holds) = 'array' AND jsonb_array_length(c.holds) > 0
    ),
    a AS (SELECT s.upstream_id, h->>'name' AS name, s.fallback FROM scoped s CROSS JOIN LATERAL jsonb_array_elements(s.holds) h),
    o AS (
      SELECT ch.container_upstream_id, h->>'name' AS name, max(ch.observed_at) AS since
      FROM container_changes ch JOIN scoped s ON s.upstream_id = ch.container_upstream_id
      CROSS JOIN LATERAL jsonb_array_elements(${arr(Prisma.sql`ch.new_value`)}) h
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'holds' AND NOT ${hasName(Prisma.sql`ch.old_value`, Prisma.sql`h->>'name'`)}
      GROUP BY 1, 2
    )
    SELECT a.name, CASE
        WHEN ${age} < interval '1 day' THEN '< 1 day'
        WHEN ${age} < interval '2 days' THEN '1–2 days'
        WHEN ${age} < interval '4 days' THEN '2–4 days'
        WHEN ${age} < interval '7 days' THEN '4–7 days'
        ELSE '7+ days' END AS band,
      count(*)::int AS containers
    FROM a LEFT JOIN o ON o.container_upstream_id = a.upstream_id AND o.name = a.name
    GROUP BY 1, 2 ORDER BY 1, 2`;
}

// Time to release, from the history: a release is a holds change whose old list named the hold and whose
// new list does not, within the range; it started at the last earlier change that added the name, else at
// discharge (or first sync) when the hold was there from the start.
export async function holdReleases(workspaceId: string, filters: ReportFilters): Promise<ReleaseRow[]> {
  const rows = await db.$queryRaw<{ name: string; releases: number; median: number | null; p90: number | null }[]>`
    WITH scoped AS (
      SELECT c.upstream_id, coalesce(c.pod_discharged_at, c.created_at) AS fallback FROM containers c WHERE ${containerFilter(workspaceId, filters)}
    ),
    hc AS (
      SELECT ch.container_upstream_id, ch.observed_at, ch.old_value, ch.new_value
      FROM container_changes ch JOIN scoped s ON s.upstream_id = ch.container_upstream_id
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'holds'
    ),
    ev AS (
      SELECT hc.container_upstream_id AS cid, h->>'name' AS name, hc.observed_at AS at, 'released' AS kind
      FROM hc CROSS JOIN LATERAL jsonb_array_elements(${arr(Prisma.sql`hc.old_value`)}) h
      WHERE NOT ${hasName(Prisma.sql`hc.new_value`, Prisma.sql`h->>'name'`)}
      UNION ALL
      SELECT hc.container_upstream_id, h->>'name', hc.observed_at, 'added'
      FROM hc CROSS JOIN LATERAL jsonb_array_elements(${arr(Prisma.sql`hc.new_value`)}) h
      WHERE NOT ${hasName(Prisma.sql`hc.old_value`, Prisma.sql`h->>'name'`)}
    ),
    -- The onset of each release: the last "added" of the same hold on the same box before it (a window, not
    -- a correlated subquery, so a year of history stays one pass).
    w AS (
      SELECT cid, name, at, kind,
        max(CASE WHEN kind = 'added' THEN at END) OVER (PARTITION BY cid, name ORDER BY at, kind ROWS UNBOUNDED PRECEDING) AS onset
      FROM ev
    ),
    d AS (
      SELECT w.name, extract(epoch FROM w.at - coalesce(w.onset, s.fallback)) / 3600 AS hours
      FROM w JOIN scoped s ON s.upstream_id = w.cid
      WHERE w.kind = 'released' AND w.at >= ${filters.from}::date AND w.at < ${filters.to}::date + 1
    )
    SELECT name, count(*)::int AS releases,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(hours, 0))::float8 AS median,
      percentile_cont(0.9) WITHIN GROUP (ORDER BY greatest(hours, 0))::float8 AS p90
    FROM d GROUP BY name ORDER BY name`;
  return rows.map((row) => ({ name: row.name, releases: row.releases, medianHours: Math.round((row.median ?? 0) * 10) / 10, p90Hours: Math.round((row.p90 ?? 0) * 10) / 10 }));
}
