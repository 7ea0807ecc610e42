"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import { containersUrl, filterParams, type BoardFilters } from "@/components/board/board-query";
import type { ContainerRow, ContainersResponse } from "@/lib/shared/container-api";
import { fetchJson } from "@/lib/shared/fetch-json";

/** Rows arrive in pages of 500 through the API's cursor; the table asks for the next page near its end. */
export const PAGE_SIZE = 500;

export function boardQueryKey(filters: BoardFilters) {
  return ["containers", filterParams(filters).toString()] as const;
}

export function useBoardRows(filters: BoardFilters) {
  const query = useInfiniteQuery({
    queryKey: boardQueryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchJson<ContainersResponse>(containersUrl(filters, { limit: PAGE_SIZE, cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep showing the previous view while a new filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    // A safety net behind live updates (SSE): the cache is re-read now and then even if an event was missed.
    refetchInterval: 120_000,
    retry: (count, error) => count < 2 && !(error instanceof Error && "status" in error && (error as { status: number }).status < 500),
  });

  const rows = useMemo<ContainerRow[]>(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const first = query.data?.pages[0] ?? null;
  return { query, rows, first };
}
