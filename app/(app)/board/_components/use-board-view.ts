"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

import { boardSearch, type BoardView } from "@/lib/shared/board-query";
import { parseBoardView } from "@/lib/validations/board-view";

/**
 * The board's view, read from and written to the URL. Filters replace the history entry (typing in search
 * should not flood Back); opening a container pushes one, so Back closes the drawer. Next.js syncs
 * useSearchParams with the native history API, so no server round trip happens.
 */
export function useBoardView() {
  const params = useSearchParams();
  const pathname = usePathname();
  const view = useMemo(() => parseBoardView(params), [params]);

  const setView = useCallback(
    (next: BoardView | ((current: BoardView) => BoardView), mode: "replace" | "push" = "replace") => {
      const current = parseBoardView(new URLSearchParams(window.location.search));
      const value = typeof next === "function" ? next(current) : next;
      const url = `${pathname}${boardSearch(value)}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );

  return { view, setView };
}
