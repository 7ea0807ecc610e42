import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { FEE_TYPES, ReportFilters } from "@/lib/validations/reports";

import { containerFilter } from "./scope";

export type FeeType = (typeof FEE_TYPES)[number];
export type FeesRow = { period: string; type: FeeType; currency: string; amount: number };

/** Weekly periods for long ranges so a year stays readable; daily otherwise. */
export function feeGrain(filters: Pick<ReportFilters, "from" | "to">): "day" | "week" {
  return Date.parse(filters.to) - Date.parse(filters.from) > 62 * 86_400_000 ? "week" : "day";
}

// Fees posted over time, from the history: the fees first seen on a box (dated at its first sync) plus, for
// every later fees change, new minus old per type and currency (dated when observed). Summed over all time
// this is exactly the box's current fees. Type `total` is the terminal's own sum and is never added; fees
// without a currency are kept apart as UNKNOWN, never mixed into another currency. Periods are UTC dates.
export async function feesOverTime(workspaceId: string, filters: ReportFilters): Promise<{ grain: "day" | "week"; rows: FeesRow[] }> {
  const grain = feeGrain(filters);
  const period = grain === "week" ? Prisma.sql`date_trunc('week', i.at AT TIME ZONE 'UTC')::date` : Prisma.sql`(i.at AT TIME ZONE 'UTC')::date`;
  const rows = await db.$queryRaw<{ period: Date; type: FeeType; currency: string; amount: string }[]>`
    WITH scoped AS (
      SELECT c.upstream_id, c.fees, c.created_at FROM containers c WHERE ${containerFilter(workspaceId, filters)}
    ),
    ch AS (
      SELECT ch.id, ch.container_upstream_id, ch.observed_at, ch.old_value, ch.new_value
      FROM container_changes ch JOIN scoped s ON s.upstream_id = ch.container_upstream_id
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'fees'
    ),
    first_change AS (
      SELECT DISTINCT ON (container_upstream_id) container_upstream_id, old_value FROM ch ORDER BY container_upstream_id, observed_at, id
    ),
    -- Only events inside the range are expanded (jsonb_array_elements is the costly part).
    events AS (
      SELECT s.created_at AS at, CASE WHEN f.container_upstream_id IS NULL THEN s.fees ELSE f.old_value END AS fees, 1 AS sign
        FROM scoped s LEFT JOIN first_change f ON f.container_upstream_id = s.upstream_id
        WHERE s.created_at >= ${filters.from}::date AND s.created_at < ${filters.to}::date + 1
      UNION ALL SELECT observed_at, new_value, 1 FROM ch WHERE observed_at >= ${filters.from}::date AND observed_at < ${filters.to}::date + 1
      UNION ALL SELECT observed_at, old_value, -1 FROM ch WHERE observed_at >= ${filters.from}::date AND observed_at < ${filters.to}::date + 1
    ),
    i AS (
      SELECT e.at, e.sign,
        CASE WHEN fee->>'type' IN ('demurrage', 'exam', 'extended_dwell_time') THEN fee->>'type' ELSE 'other' END AS type,
        coalesce(nullif(fee->>'currency_code', ''), 'UNKNOWN') AS currency,
        (fee->>'amount')::numeric AS amount
      FROM events e
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(e.fees) = 'array' THEN e.fees ELSE '[]'::jsonb END) AS fee
      WHERE fee->>'type' IS DISTINCT FROM 'total' AND fee->>'amount' ~ '^-?[0-9]+([.][0-9]+)?$'
    )
    SELECT ${period} AS period, i.type, i.currency, sum(i.sign * i.amount)::text AS amount
    FROM i
    GROUP BY 1, 2, 3
    HAVING sum(i.sign * i.amount) <> 0
    ORDER BY 1, 2, 3`;
  return { grain, rows: rows.map((row) => ({ period: row.period.toISOString().slice(0, 10), type: row.type, currency: row.currency, amount: Number(row.amount) })) };
}
