import "server-only";

import { now } from "@/lib/server/clock";
import { containersVersion } from "@/lib/server/containers/page-cache";
import { rowsVersion } from "@/lib/server/rows-version";
import { workspaceMode } from "@/lib/server/settings";
import { createVersionedCache } from "@/lib/server/versioned-cache";
import type { ReportsResponse } from "@/lib/shared/report-api";
import type { WorkspaceMode } from "@/lib/shared/settings-api";
import { resolveFilters, type ReportsQuery } from "@/lib/validations/reports";

import { dwell } from "./dwell";
import { exposure } from "./exposure";
import { feesOverTime } from "./fees-report";
import { freshness } from "./freshness-report";
import { activeHolds, holdReleases } from "./holds-report";
import { lfdDue, pastLfd } from "./lfd-due";
import { zoneTodays } from "./scope";

// Managers open the same report again and again between changes, and a year of history costs a few hundred
// milliseconds to aggregate. Every write to the history also writes its container (one transaction), so the
// containers' version plus the tariffs' covers everything the reports read; the TTL bounds how long hold ages
// and "today" wait for the clock.
const reports = createVersionedCache({ ttlMs: 30_000, maxEntries: 100 });

async function reportsVersion(workspaceId: string): Promise<string> {
  const [containers, tariffs] = await Promise.all([
    containersVersion(workspaceId),
    rowsVersion("tariffs", workspaceId),
  ]);
  return `${containers}|${tariffs}`;
}

/** Every report for the workspace, on the same clock as the board (the simulator's in simulated mode). */
export async function getReports(workspaceId: string, query: ReportsQuery): Promise<ReportsResponse> {
  const [mode, version] = await Promise.all([workspaceMode(workspaceId), reportsVersion(workspaceId)]);
  return reports.get(`${workspaceId} ${mode} ${JSON.stringify(query)}`, version, () =>
    computeReports(workspaceId, query, mode),
  );
}

async function computeReports(workspaceId: string, query: ReportsQuery, mode: WorkspaceMode): Promise<ReportsResponse> {
  const at = await now(mode);
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
  return {
    now: at.toISOString(),
    today: zt.reference,
    filters,
    lfdDue: due,
    pastLfd: past,
    fees,
    exposure: exp,
    activeHolds: holds,
    releases,
    dwell: dw,
    freshness: fresh,
  };
}
