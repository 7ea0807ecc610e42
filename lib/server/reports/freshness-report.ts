import "server-only";

import { db } from "@/lib/server/db";
import { NOT_RETURNED } from "@/lib/server/sql/board-sql";
import type { FreshnessRow, ReportFilters } from "@/lib/shared/report-api";

import { containerFilter, TERMINAL_LABEL } from "./scope";

// The stored flags of the last evaluation: stale = terminal data older than 24 h, unknown = too old to judge
// or line tracking stopped (the board's "urgency unknown"). Returned boxes are history, not counted.
export async function freshness(workspaceId: string, filters: ReportFilters): Promise<FreshnessRow[]> {
  return db.$queryRaw<FreshnessRow[]>`
    SELECT ${TERMINAL_LABEL} AS terminal, count(*)::int AS containers,
      count(*) FILTER (WHERE c.flag_stale)::int AS stale,
      count(*) FILTER (WHERE c.flag_urgency_unknown)::int AS unknown
    FROM containers c
    WHERE ${containerFilter(workspaceId, filters)} AND ${NOT_RETURNED}
    GROUP BY 1 ORDER BY 1`;
}
