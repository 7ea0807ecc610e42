import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { containersUrl, EMPTY_FILTERS, filterParams, type BoardFilters } from "@/lib/shared/board-query";
import type { ContainerDaysResponse } from "@/lib/shared/days-api";
import type { ContainerLinksResponse, FilterOptionsResponse } from "@/lib/shared/board-api";
import type {
  ContainerDetailResponse,
  ContainerHistoryPage,
  ContainersResponse,
  RouteMapResponse,
} from "@/lib/shared/container-api";
import { fetchJson } from "@/lib/shared/fetch-json";
import type { SearchResponse } from "@/lib/shared/search-api";
import { containerKeys } from "./keys";

// The board and one box: its pages, filter options, the drawer's detail, route map and linked items, a refresh
// from the terminal and a search of the service. The `containers` and `freshness` live topics invalidate
// `boards` and `details` (lib/queries/live-keys.ts); the map and the links have roots of their own, so a change
// to a box does not re-read them.

const containerUrl = (id: string, rest = ""): string => `/api/containers/${encodeURIComponent(id)}${rest}`;

/** Rows arrive in pages of 500 through the API's cursor; the table asks for the next page near its end. */
const PAGE_SIZE = 500;

export function useBoardPages(filters: BoardFilters) {
  return useInfiniteQuery({
    queryKey: containerKeys.board(filterParams(filters).toString()),
    queryFn: ({ pageParam, signal }) =>
      fetchJson<ContainersResponse>(containersUrl(filters, { limit: PAGE_SIZE, cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep showing the previous view while a new filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    // A safety net behind live updates (SSE): the cache is re-read now and then even if an event was missed.
    refetchInterval: 120_000,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && "status" in error && (error as { status: number }).status < 500),
  });
}

/**
 * The whole board's card counts (one row's page: the counts come with it), for the bell's "right now" lines. Under
 * `boards`, so a live change to the boxes re-reads it like the board.
 */
export function useBoardCounts(enabled: boolean) {
  return useQuery({
    queryKey: containerKeys.board("counts"),
    queryFn: ({ signal }) => fetchJson<ContainersResponse>(containersUrl(EMPTY_FILTERS, { limit: 1 }), { signal }),
    select: (page) => page.lensCounts,
    enabled,
    staleTime: 30_000,
  });
}

export function useFilterOptions() {
  return useQuery({
    queryKey: containerKeys.filterOptions(),
    queryFn: ({ signal }) => fetchJson<FilterOptionsResponse>("/api/containers/filter-options", { signal }),
    staleTime: 30_000,
  });
}

/** The drawer's detail; `select` shapes it for display and runs again only when the answer changes. */
export function useContainerDetail<T>(id: string, select: (detail: ContainerDetailResponse) => T) {
  return useQuery({
    queryKey: containerKeys.detail(id),
    queryFn: ({ signal }) => fetchJson<ContainerDetailResponse>(containerUrl(id), { signal }),
    select,
    retry: false,
  });
}

/** The box's day records (GET /api/containers/{id}/days). */
export function useContainerDays(id: string) {
  return useQuery({
    queryKey: containerKeys.days(id),
    queryFn: ({ signal }) => fetchJson<ContainerDaysResponse>(containerUrl(id, "/days"), { signal }),
    retry: false,
  });
}

/**
 * The box's history older than the drawer's first page (GET /api/containers/{id}/history), a page per
 * `fetchNextPage`; nothing is read until `enabled` (someone asked). Keyed by the cursor the detail's first page
 * ends at: when a live change moves that page, the older pages start again from its new end, so no row is skipped
 * or shown twice.
 */
export function useOlderHistory(id: string, cursor: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: containerKeys.history(id, cursor ?? ""),
    queryFn: ({ pageParam, signal }) =>
      fetchJson<ContainerHistoryPage>(containerUrl(id, `/history?cursor=${encodeURIComponent(pageParam)}`), { signal }),
    initialPageParam: cursor ?? "",
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && cursor !== null,
    retry: false,
  });
}

export function useContainerMap(id: string) {
  return useQuery({
    queryKey: containerKeys.map(id),
    queryFn: ({ signal }) => fetchJson<RouteMapResponse>(containerUrl(id, "/map"), { signal }),
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** Documents and emails about this box. */
export function useContainerLinks(id: string) {
  return useQuery({
    queryKey: containerKeys.links(id),
    queryFn: ({ signal }) => fetchJson<ContainerLinksResponse>(containerUrl(id, "/links"), { signal }),
    staleTime: 60_000,
  });
}

export type RefreshOutcome =
  | { kind: "done" }
  | { kind: "not_entitled" }
  | { kind: "wait"; seconds: number | null }
  | { kind: "error"; message: string };

// Raw fetch rather than fetchJson: the wait on a 429 is in the Retry-After header.
async function requestRefresh(id: string): Promise<RefreshOutcome> {
  const response = await fetch(containerUrl(id, "/refresh"), { method: "POST" });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 403) return { kind: "not_entitled" };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    return { kind: "wait", seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
  }
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    return {
      kind: "error",
      message:
        response.status === 404
          ? "Refresh is not available for this container."
          : (message ?? "The refresh failed. Try again."),
    };
  }
  // The service answers 403 to plans without refresh; the server then reads the cached copy and says so.
  return (body as { refreshed?: unknown } | null)?.refreshed === false ? { kind: "not_entitled" } : { kind: "done" };
}

/** Asks the service to re-check this box now (POST /api/containers/{id}/refresh); the board and drawer re-read it. */
export function useRefreshContainer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestRefresh(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: containerKeys.boards });
      void client.invalidateQueries({ queryKey: containerKeys.detail(id) });
    },
  });
}

/** GET /api/search: asks the tracking service about a number the cache does not have, when the user says so. */
export function useServiceSearch(number: string) {
  return useMutation({ mutationFn: () => fetchJson<SearchResponse>(`/api/search?q=${encodeURIComponent(number)}`) });
}
