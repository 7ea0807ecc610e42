import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { FeeType, FeesRow, ReportFilters } from "@/lib/shared/report-api";

import { containerFilter } from "./scope";

/** Weekly periods for long ranges so a year stays readable; daily otherwise. */
export function feeGrain(filters: Pick<ReportFilters, "from" | "to">): "day" | "week" {
  return Date.parse(filters.to) - Date.parse(filters.from) > 62 * 86_400_000 ? "week" : "day";
}

// Fees posted over time, from the history: the fees a box arrived with (the old value of its first fees change,
// else its current fees; dated at its first sync) plus, for every later fees change, new minus old per type and
// currency (dated when observed). Summed over all time this is exactly the box's current fees. Type `total` is
// the terminal's own sum and is never added; fees without a currency are kept apart as UNKNOWN, never mixed
// into another currency. Periods are UTC dates.
//
// Only what falls in the range is read: the changes observed in it (index on workspace, field, observed_at)
// and, for the boxes first seen in it, their first fees change (index on workspace, container, observed_at).
// A year of history is never scanned whole.
export async function feesOverTime(
  workspaceId: string,
  filters: ReportFilters,
): Promise<{ grain: "day" | "week"; rows: FeesRow[] }> {
  const grain = feeGrain(filters);
  const period =
    grain === "week"
      ? Prisma.sql`date_trunc('week', i.at AT TIME ZONE 'UTC')::date`
      : Prisma.sql`(i.at AT TIME ZONE 'UTC')::date`;
  const rows = await db.$queryRaw<{ period: Date; type: FeeType; currency: string; amount: string }[]>`
    -- Each part reads containers itself: a CTE used twice would be materialized with every box's fees.
    WITH ch AS (
      SELECT ch.observed_at, ch.old_value, ch.new_value
      FROM container_changes ch JOIN containers c ON c.workspace_id = ch.workspace_id AND c.upstream_id = ch.container_upstream_id
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'fees' AND ${containerFilter(workspaceId, filters)}
        AND ch.observed_at >= ${filters.from}::date AND ch.observed_at < ${filters.to}::date + 1
    ),
    arrived AS (
      SELECT c.created_at AS at, CASE WHEN f.found THEN f.old_value ELSE c.fees END AS fees
      FROM containers c
      LEFT JOIN LATERAL (
        SELECT true AS found, first.old_value FROM container_changes first
        WHERE first.workspace_id = ${workspaceId}::uuid AND first.container_upstream_id = c.upstream_id AND first.field = 'fees'
        ORDER BY first.observed_at, first.id LIMIT 1
      ) f ON true
      WHERE ${containerFilter(workspaceId, filters)} AND c.created_at >= ${filters.from}::date AND c.created_at < ${filters.to}::date + 1
    ),
    events AS (
      SELECT at, fees, 1 AS sign FROM arrived
      UNION ALL SELECT observed_at, new_value, 1 FROM ch
      UNION ALL SELECT observed_at, old_value, -1 FROM ch
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
  return {
    grain,
    rows: rows.map((row) => ({
      period: row.period.toISOString().slice(0, 10),
      type: row.type,
      currency: row.currency,
      amount: Number(row.amount),
    })),
  };
}
