import "server-only";

import type { ContainerRow, ContainersResponse } from "@/lib/shared/container-api";

import { workSummaries } from "./board-summary";
import { workVersion } from "./work-version";

// A board page kept serialized row by row, so each request can add the viewer's work columns (`watching` is
// theirs, so it must not sit in a page cached for everyone) without parsing and re-stringifying ~1 MB of rows.

export type SerializedPage = { ids: string[]; rows: string[]; rest: string };

export function serializePage(page: Omit<ContainersResponse, "freshness">): SerializedPage {
  const { data, ...rest } = page;
  return { ids: data.map((row) => row.id), rows: data.map((row) => JSON.stringify(row)), rest: JSON.stringify(rest) };
}

// The merged rows, per page object (lib/server/containers/page-cache.ts hands out one object while the page is
// unchanged) and per viewer, while the workspace's work version stands; at most as long as a cached page lives,
// since an assignee's name can change without touching work rows. Looking the work up was 90% of a cached
// board request (three queries per page per viewer).
const MERGED_TTL_MS = 5_000;
type Merged = { version: string; at: number; rows: Promise<string[]> };
const merged = new WeakMap<SerializedPage, Map<string, Merged>>();

/** The rows' JSON with `work` merged into each (every row of the workspace has one: empty when nobody worked it). */
export async function rowsWithWork(workspaceId: string, viewerId: string, page: SerializedPage): Promise<string[]> {
  const version = await workVersion(workspaceId);
  const byViewer = merged.get(page) ?? new Map<string, Merged>();
  merged.set(page, byViewer);
  const hit = byViewer.get(viewerId);
  if (hit && hit.version === version && Date.now() - hit.at < MERGED_TTL_MS) return hit.rows;
  const rows = mergeWork(workspaceId, viewerId, page);
  byViewer.set(viewerId, { version, at: Date.now(), rows });
  // A failed lookup is not an answer: the next request tries again.
  rows.catch(() => {
    if (byViewer.get(viewerId)?.rows === rows) byViewer.delete(viewerId);
  });
  return rows;
}

async function mergeWork(workspaceId: string, viewerId: string, page: SerializedPage): Promise<string[]> {
  const work = await workSummaries(workspaceId, viewerId, page.ids);
  return page.rows.map((json, index) => {
    const summary = work.get(page.ids[index] ?? "");
    return summary ? `${json.slice(0, -1)},"work":${JSON.stringify(summary satisfies ContainerRow["work"])}}` : json;
  });
}
