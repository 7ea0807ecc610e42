import "server-only";

import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";
import { resolveFilters, type ReportFilters, type ReportsQuery } from "@/lib/validations/reports";

import { dwell, type DwellReport } from "./dwell";
import { exposure, type ExposureReport } from "./exposure";
import { feesOverTime, type FeesRow } from "./fees";
import { freshness, type FreshnessRow } from "./freshness";
import { activeHolds, holdReleases, type ActiveHoldRow, type ReleaseRow } from "./holds";
import { lfdDue, pastLfd, type LfdDueRow, type PastLfdRow } from "./lfd-due";
import { zoneTodays } from "./scope";

export type ReportsResponse = {
  now: string;
  today: string;
  filters: ReportFilters;
  lfdDue: LfdDueRow[];
  pastLfd: PastLfdRow[];
  fees: { grain: "day" | "week"; rows: FeesRow[] };
  exposure: ExposureReport;
  activeHolds: ActiveHoldRow[];
  releases: ReleaseRow[];
  dwell: DwellReport;
  freshness: FreshnessRow[];
};

/** Every report for the workspace, on the same clock as the board (the simulator's in simulated mode). */
export async function getReports(workspaceId: string, query: ReportsQuery): Promise<ReportsResponse> {
  const at = await now(await workspaceMode(workspaceId));
  const zt = await zoneTodays(workspaceId, at);
  const filters = resolveFilters(query, zt.reference);
  const [due, past, fees, exp, holds, releases, dw, fresh] = await Promise.all([
    lfdDue(workspaceId, filters, zt),
    pastLfd(workspaceId, filters, zt),
    feesOverTime(workspaceId, filters),
    exposure(workspaceId, filters, zt),
    activeHolds(workspaceId, filters, at),
    holdReleases(workspaceId, filters),
    dwell(workspaceId, filters, zt),
    freshness(workspaceId, filters),
  ]);
  return { now: at.toISOString(), today: zt.reference, filters, lfdDue: due, pastLfd: past, fees, exposure: exp, activeHolds: holds, releases, dwell: dw, freshness: fresh };
}

/** Today's date in the workspace's most common terminal zone, on the board's clock. */
export async function reportToday(workspaceId: string): Promise<string> {
  const at = await now(await workspaceMode(workspaceId));
  return (await zoneTodays(workspaceId, at)).reference;
}
