import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";
import { createVersionedCache } from "@/lib/server/versioned-cache";
import type { ReportFilters } from "@/lib/shared/report-api";
import type { ReportCell } from "@/lib/shared/report-cell";

import { dwellIds } from "./dwell";
import { exposureIds } from "./exposure";
import { feeCellIds } from "./fees-report";
import { freshnessIds } from "./freshness-report";
import { activeHoldIds, releasedIds } from "./holds-report";
import { lfdDueIds, pastLfdIds } from "./lfd-due";
import { reportsVersion } from "./reports-cache";
import { zoneTodays } from "./scope";

// The board's `report` filter (lib/shared/report-cell.ts): the boxes behind one bar or row of a report, selected by
// that report's own SQL, so the board shows exactly what the bar counted. The board's terminal, line and customer
// filters narrow them as they narrow everything else. Kept while the data is unchanged, as the reports are: a
// dispatcher paging through the boxes of one bar asks for them once per page.
const cells = createVersionedCache({ ttlMs: 30_000, maxEntries: 200 });

const ALL = { terminal: [], line: [], customer: [] };

function range(from: string, to: string): ReportFilters {
  return { from, to, ...ALL };
}

async function compute(workspaceId: string, cell: ReportCell): Promise<string[]> {
  const at = await now(await workspaceMode(workspaceId));
  const zt = await zoneTodays(workspaceId, at);
  switch (cell.chart) {
    case "lfd-due":
      return lfdDueIds(workspaceId, ALL, zt, cell.days);
    case "past-lfd":
      return pastLfdIds(workspaceId, ALL, zt, cell.band);
    case "exposure":
      return exposureIds(workspaceId, ALL, zt, cell);
    case "fees":
      return feeCellIds(workspaceId, range(cell.from, cell.to), zt, cell);
    case "hold-age":
      return activeHoldIds(workspaceId, ALL, at, cell);
    case "released":
      return releasedIds(workspaceId, range(cell.from, cell.to), zt, cell.hold);
    case "dwell":
      return dwellIds(workspaceId, range(cell.from, cell.to), zt, cell);
    case "freshness":
      return freshnessIds(workspaceId, ALL, cell.flag);
  }
}

export async function reportCellIds(workspaceId: string, cell: ReportCell): Promise<string[]> {
  return cells.get(`${workspaceId} ${JSON.stringify(cell)}`, await reportsVersion(workspaceId), () =>
    compute(workspaceId, cell),
  );
}

/** The board's where for a report cell. */
export async function reportCellWhere(workspaceId: string, cell: ReportCell): Promise<Prisma.ContainerWhereInput> {
  return { id: { in: await reportCellIds(workspaceId, cell) } };
}
