import "server-only";

import { workspaceTariffBook } from "@/lib/server/cache/evaluation-inputs";
import { now } from "@/lib/server/clock";
import { cachedContainersVersion } from "@/lib/server/containers/page-cache";
import { pastLfdCard } from "@/lib/server/containers/past-lfd-card";
import { whereOf } from "@/lib/server/containers/where";
import { rowsVersion } from "@/lib/server/rows-version";
import { workspaceMode } from "@/lib/server/settings";
import { createVersionedCache } from "@/lib/server/versioned-cache";
import type { ReportsResponse } from "@/lib/shared/report-api";
import type { WorkspaceMode } from "@/lib/shared/settings-api";
import { containersQuerySchema } from "@/lib/validations/containers-query";
import { resolveFilters, type ReportsQuery } from "@/lib/validations/reports";

import { lfdDisagreements } from "./disagreements";
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
//
// The containers' version is the board's (page-cache.ts): the newest change_seq, which counts the changes this
// process hears announced. The newest number alone can stay put when a transaction that drew an earlier number
// (a webhook's fee) commits after a later one (a re-evaluation), and then a report computed between the two
// commits was kept as current: the announcement that follows every commit is what moves it on. So a fee posted
// upstream shows as soon as a sync or webhook has written it, in one index step per read, whatever the account's
// size. The live connection tells an open Reports page to read again (lib/queries/reports-queries.ts).
export const reportsCache = createVersionedCache({ ttlMs: 30_000, maxEntries: 100 });

export async function reportsVersion(workspaceId: string): Promise<string> {
  const [containers, tariffs] = await Promise.all([
    cachedContainersVersion(workspaceId),
    rowsVersion("tariffs", workspaceId),
  ]);
  return `${containers}|${tariffs}`;
}

/** Every report for the workspace, on the same clock as the board (the simulator's in simulated mode). */
export async function getReports(workspaceId: string, query: ReportsQuery): Promise<ReportsResponse> {
  const [mode, version] = await Promise.all([workspaceMode(workspaceId), reportsVersion(workspaceId)]);
  return reportsCache.get(`${workspaceId} ${mode} ${JSON.stringify(query)}`, version, () =>
    computeReports(workspaceId, query, mode),
  );
}

async function computeReports(workspaceId: string, query: ReportsQuery, mode: WorkspaceMode): Promise<ReportsResponse> {
  const at = await now(mode);
  const zt = await zoneTodays(workspaceId, at);
  const filters = resolveFilters(query, zt.reference);
  // The board's own Past LFD card over the same filters: the figure the fees and Past LFD cards repeat.
  const boardWhere = whereOf(
    workspaceId,
    containersQuerySchema.parse({
      terminal: filters.terminal.join(","),
      line: filters.line.join(","),
      customer: filters.customer.join(","),
    }),
    null,
  );
  const [due, past, fees, exp, holds, releases, dw, fresh, card, disagreements] = await Promise.all([
    lfdDue(workspaceId, filters, zt),
    pastLfd(workspaceId, filters, zt),
    feesOverTime(workspaceId, filters, zt),
    exposure(workspaceId, filters, zt),
    activeHolds(workspaceId, filters, at),
    holdReleases(workspaceId, filters, zt),
    dwell(workspaceId, filters, zt),
    freshness(workspaceId, filters),
    workspaceTariffBook(workspaceId).then((tariffs) => pastLfdCard(boardWhere, at, tariffs)),
    lfdDisagreements(workspaceId, filters, at),
  ]);
  return {
    now: at.toISOString(),
    today: zt.reference,
    filters,
    lfdDue: due,
    pastLfd: past,
    pastLfdCard: card,
    fees,
    exposure: exp,
    activeHolds: holds,
    releases,
    dwell: dw,
    freshness: fresh,
    disagreements,
  };
}
