import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NOT_RETURNED } from "@/lib/server/sql/board-sql";
import type { FreshnessRow, ReportFilters } from "@/lib/shared/report-api";

import { boardFilter, TERMINAL_LABEL } from "./scope";

// The stored flags of the last evaluation: stale = terminal data older than 24 h, unknown = too old to judge
// or line tracking stopped (the board's "urgency unknown"). Returned boxes are history, not counted; boxes the
// service no longer lists are off the board, and off this chart.
export async function freshness(workspaceId: string, filters: ReportFilters): Promise<FreshnessRow[]> {
  return db.$queryRaw<FreshnessRow[]>`
    SELECT ${TERMINAL_LABEL} AS terminal, count(*)::int AS containers,
      count(*) FILTER (WHERE c.flag_stale)::int AS stale,
      count(*) FILTER (WHERE c.flag_urgency_unknown)::int AS unknown
    FROM containers c
    WHERE ${boardFilter(workspaceId, filters)} AND ${NOT_RETURNED}
    GROUP BY 1 ORDER BY 1`;
}

/** The boxes of one series: stale terminal data, or urgency unknown. */
export async function freshnessIds(
  workspaceId: string,
  filters: Pick<ReportFilters, "terminal" | "line" | "customer">,
  flag: "stale" | "unknown",
): Promise<string[]> {
  const column = flag === "stale" ? Prisma.sql`c.flag_stale` : Prisma.sql`c.flag_urgency_unknown`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM containers c WHERE ${boardFilter(workspaceId, filters)} AND ${NOT_RETURNED} AND ${column}`;
  return rows.map((row) => row.id);
}
