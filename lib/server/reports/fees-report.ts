import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { FeeType, FeesRow, ReportFilters } from "@/lib/shared/report-api";
import { feeGrain } from "@/lib/shared/report-periods";

import { containerFilter, inLocalDays, localDay, type ZoneToday } from "./scope";

// Fees posted over time, from the history: the fees a box carried when Quayside first saw it (the old value of its
// first fees change, else its current fees) plus, for every later fees change, new minus old per type and currency.
// Summed over all time this is exactly the box's current fees. Type `total` is the terminal's own sum and is never
// added; fees without a currency are kept apart as UNKNOWN, never mixed into another currency.
//
// A day is the terminal's local day (the range and "today" of the page are): a fee observed at 16:30 in Los Angeles
// is that day's, not the next UTC day's. The service does not say when it posted a fee, so a fee already there when
// a box was first seen counts on the day it was first seen, on the service's clock (first_observed_at), the first
// day it is known to have been posted; never as missing because the row was written on another clock.
//
// Only what falls in the range is read: the changes observed in it (index on workspace, field, observed_at) and
// the boxes first seen in it (index on workspace, first_observed_at), each box's first fees change by index.

/** The fee events of the range as CTEs ending in `i(id, day, sign, type, currency, amount)`. */
function feeEvents(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Prisma.Sql {
  const where = containerFilter(workspaceId, filters);
  return Prisma.sql`
    -- Each part reads containers itself: a CTE used twice would be materialized with every box's fees.
    WITH ch AS (
      SELECT c.id, ${localDay(Prisma.sql`ch.observed_at`, zt)} AS day, ch.old_value, ch.new_value
      FROM container_changes ch JOIN containers c ON c.workspace_id = ch.workspace_id AND c.upstream_id = ch.container_upstream_id
      WHERE ch.workspace_id = ${workspaceId}::uuid AND ch.field = 'fees' AND ${where}
        AND ${inLocalDays(Prisma.sql`ch.observed_at`, filters.from, filters.to, zt)}
    ),
    arrived AS (
      SELECT c.id, ${localDay(Prisma.sql`c.first_observed_at`, zt)} AS day,
        CASE WHEN f.found THEN f.old_value ELSE c.fees END AS fees
      FROM containers c
      LEFT JOIN LATERAL (
        SELECT true AS found, first.old_value FROM container_changes first
        WHERE first.workspace_id = ${workspaceId}::uuid AND first.container_upstream_id = c.upstream_id AND first.field = 'fees'
        ORDER BY first.observed_at, first.id LIMIT 1
      ) f ON true
      WHERE ${where} AND ${inLocalDays(Prisma.sql`c.first_observed_at`, filters.from, filters.to, zt)}
    ),
    events AS (
      SELECT id, day, fees, 1 AS sign FROM arrived
      UNION ALL SELECT id, day, new_value, 1 FROM ch
      UNION ALL SELECT id, day, old_value, -1 FROM ch
    ),
    i AS (
      SELECT e.id, e.day, e.sign,
        CASE WHEN fee->>'type' IN ('demurrage', 'exam', 'extended_dwell_time') THEN fee->>'type' ELSE 'other' END AS type,
        coalesce(upper(nullif(fee->>'currency_code', '')), 'UNKNOWN') AS currency,
        (fee->>'amount')::numeric AS amount
      FROM events e
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(e.fees) = 'array' THEN e.fees ELSE '[]'::jsonb END) AS fee
      WHERE fee->>'type' IS DISTINCT FROM 'total' AND fee->>'amount' ~ '^-?[0-9]+([.][0-9]+)?$'
    )`;
}

export async function feesOverTime(
  workspaceId: string,
  filters: ReportFilters,
  zt: ZoneToday,
): Promise<{ grain: "day" | "week"; rows: FeesRow[] }> {
  const grain = feeGrain(filters);
  const period = grain === "week" ? Prisma.sql`date_trunc('week', i.day)::date` : Prisma.sql`i.day`;
  const rows = await db.$queryRaw<{ period: Date; type: FeeType; currency: string; amount: string }[]>`
    ${feeEvents(workspaceId, filters, zt)}
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

/** The boxes behind one cell of the chart: those whose fees of `type` in `currency` grew or shrank in the range. */
export async function feeCellIds(
  workspaceId: string,
  filters: ReportFilters,
  zt: ZoneToday,
  cell: { type: FeeType; currency: string },
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    ${feeEvents(workspaceId, filters, zt)}
    SELECT i.id FROM i WHERE i.type = ${cell.type} AND i.currency = ${cell.currency}
    GROUP BY i.id HAVING sum(i.sign * i.amount) <> 0`;
  return rows.map((row) => row.id);
}
