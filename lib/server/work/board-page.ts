import "server-only";

import type { ContainerRow, ContainersResponse } from "@/lib/shared/container-api";

import { workSummaries } from "./board-summary";
import { workVersion } from "./work-version";

// A board page kept serialized row by row, so each request can add the viewer's work columns (`watching` is
// theirs, so it must not sit in a page cached for everyone) without parsing and re-stringifying ~1 MB of rows.

export type SerializedPage = { ids: string[]; rows: string[]; rest: string };

/** `now` is left out of `rest`: the answer gives each request its own (lib/server/containers/query.ts). */
export function serializePage(page: Omit<ContainersResponse, "freshness">): SerializedPage {
  const { data, now: _evaluatedAt, ...rest } = page;
  return { ids: data.map((row) => row.id), rows: data.map((row) => JSON.stringify(row)), rest: JSON.stringify(rest) };
}

// The work columns as JSON fragments, per page object (lib/server/containers/page-cache.ts hands out one object
// while the page is unchanged) and per viewer, while the workspace's work version stands; at most as long as a
// cached page lives, since an assignee's name can change without touching work rows. Looking the work up was 90%
// of a cached board request (three queries per page per viewer). Only the fragments are kept (~100 bytes a row),
// never a copy of the rows, and entries past their time are dropped whenever the page is read.
const FRAGMENTS_TTL_MS = 5_000;
type Fragments = { version: string; at: number; work: Promise<Array<string | null>> };
const cached = new WeakMap<SerializedPage, Map<string, Fragments>>();

/** The rows' JSON with `work` merged into each (every row of the workspace has one: empty when nobody worked it). */
export async function rowsWithWork(workspaceId: string, viewerId: string, page: SerializedPage): Promise<string[]> {
  const work = await workFragments(workspaceId, viewerId, page);
  return page.rows.map((json, index) => {
    const fragment = work[index];
    return fragment ? `${json.slice(0, -1)},"work":${fragment}}` : json;
  });
}

async function workFragments(
  workspaceId: string,
  viewerId: string,
  page: SerializedPage,
): Promise<Array<string | null>> {
  const version = await workVersion(workspaceId);
  const byViewer = cached.get(page) ?? new Map<string, Fragments>();
  cached.set(page, byViewer);
  const at = Date.now();
  for (const [viewer, entry] of byViewer) if (at - entry.at >= FRAGMENTS_TTL_MS) byViewer.delete(viewer);
  const hit = byViewer.get(viewerId);
  if (hit && hit.version === version) return hit.work;
  const work = workSummaries(workspaceId, viewerId, page.ids).then((summaries) =>
    page.ids.map((id) => {
      const summary = summaries.get(id);
      return summary ? JSON.stringify(summary satisfies ContainerRow["work"]) : null;
    }),
  );
  byViewer.set(viewerId, { version, at, work });
  // A failed lookup is not an answer: the next request tries again.
  work.catch(() => {
    if (byViewer.get(viewerId)?.work === work) byViewer.delete(viewerId);
  });
  return work;
}
