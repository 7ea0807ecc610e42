"use client";

import { useMemo } from "react";

import type { BoardFilters } from "@/lib/shared/board-query";
import { useBoardPages } from "@/lib/queries/containers-queries";
import type { ContainerRow } from "@/lib/shared/container-api";

/** The board's pages for `filters` as one list of rows, with the first page's totals and freshness. */
export function useBoardRows(filters: BoardFilters) {
  const query = useBoardPages(filters);

  const rows = useMemo<ContainerRow[]>(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const first = query.data?.pages[0] ?? null;
  return { query, rows, first };
}
