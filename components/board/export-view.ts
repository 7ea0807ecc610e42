import type { ContainerRow, ContainersResponse } from "@/lib/shared/container-api";

import { containersUrl, type BoardFilters } from "@/lib/shared/board-query";

// Export must contain every row matching the view, not just what is loaded on screen: follow nextCursor
// to the end. The fetcher is a parameter so the paging logic is tested without a server.

export const EXPORT_PAGE_SIZE = 500;
/** A guard against a cursor that never ends (a server bug must not hang the browser). */
const MAX_PAGES = 400;

export async function fetchAllRows(
  filters: BoardFilters,
  fetchPage: (url: string) => Promise<Pick<ContainersResponse, "data" | "nextCursor">>,
  onProgress?: (loaded: number) => void,
): Promise<ContainerRow[]> {
  const rows: ContainerRow[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await fetchPage(containersUrl(filters, { limit: EXPORT_PAGE_SIZE, cursor }));
    rows.push(...response.data);
    onProgress?.(rows.length);
    if (!response.nextCursor || response.nextCursor === cursor) return rows;
    cursor = response.nextCursor;
  }
  throw new Error("The export stopped after too many pages; narrow the filters and try again.");
}
