import "server-only";

import { timeBoardQuery } from "@/lib/server/observability/app-metrics";
import { hasWorkFilters, workWhere } from "@/lib/server/work/board-filters";
import { rowsWithWork, serializePage } from "@/lib/server/work/board-page";
import type { ContainersResponse } from "@/lib/shared/container-api";
import type { ContainersQuery } from "@/lib/validations/containers-query";

import { now } from "../clock";
import { workspaceMode } from "../settings";
import { getFreshness } from "../sync/sync-state";

import { loadPage } from "./load-page";
import { cachedPage } from "./page-cache";

// GET /api/containers: a page read once for everyone (load-page.ts) and kept while the containers are unchanged
// (page-cache.ts), the viewer's work columns merged onto it (lib/server/work/board-page.ts), freshness, and the
// instant of the request: a cached page's rows stand until its version moves, but "last synced 3 minutes ago" is
// counted from now.

export async function listContainers(workspaceId: string, query: ContainersQuery): Promise<ContainersResponse> {
  return JSON.parse(await listContainersJson(workspaceId, query)) as ContainersResponse;
}

/**
 * The response body as JSON text. Freshness is read on every request (a banner must not lag); the page may
 * come from the cache already serialized, since 100 rows are ~250 KB and stringifying them again for every
 * dispatcher costs more than reading them.
 */
export async function listContainersJson(
  workspaceId: string,
  query: ContainersQuery,
  viewer?: { id: string },
): Promise<string> {
  // The team's work filters (lib/server/work/board-filters.ts: assignee=me, watching=1, plannedPickup=today)
  // are the viewer's own and change without touching containers: such pages are not cached.
  const work = viewer && hasWorkFilters(query) ? await workWhere(query, { id: viewer.id, workspaceId }) : [];
  const load = () => timeBoardQuery(async () => serializePage(await loadPage(workspaceId, query, work)));
  const [page, freshness, at] = await Promise.all([
    work.length > 0 ? load() : cachedPage(workspaceId, JSON.stringify(query), load),
    getFreshness(workspaceId),
    workspaceMode(workspaceId).then(now),
  ]);
  const rows = viewer ? await rowsWithWork(workspaceId, viewer.id, page) : page.rows;
  return `{"freshness":${JSON.stringify(freshness)},"now":${JSON.stringify(at.toISOString())},"data":[${rows.join(",")}],${page.rest.slice(1)}`;
}
