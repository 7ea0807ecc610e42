import "server-only";

import type { ContainerRow, ContainersResponse } from "@/lib/shared/container-api";

import { workSummaries } from "./board-summary";

// A board page kept serialized row by row, so each request can add the viewer's work columns (`watching` is
// theirs, so it must not sit in a page cached for everyone) without parsing and re-stringifying ~1 MB of rows.

export type SerializedPage = { ids: string[]; rows: string[]; rest: string };

export function serializePage(page: Omit<ContainersResponse, "freshness">): SerializedPage {
  const { data, ...rest } = page;
  return { ids: data.map((row) => row.id), rows: data.map((row) => JSON.stringify(row)), rest: JSON.stringify(rest) };
}

/** The rows' JSON with `work` merged into each (every row of the workspace has one: empty when nobody worked it). */
export async function rowsWithWork(workspaceId: string, viewerId: string, page: SerializedPage): Promise<string[]> {
  const work = await workSummaries(workspaceId, viewerId, page.ids);
  return page.rows.map((json, index) => {
    const summary = work.get(page.ids[index] ?? "");
    return summary ? `${json.slice(0, -1)},"work":${JSON.stringify(summary satisfies ContainerRow["work"])}}` : json;
  });
}
