"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { useLiveSubscription } from "@/components/live/live-provider";
import { reportKeys } from "@/lib/queries/keys";
import { useReports } from "@/lib/queries/reports-queries";
import type { ReportsResponse } from "@/lib/shared/report-api";

const TOPICS = ["containers", "free_time"] as const;
/**
 * At most one read per this long while boxes keep changing: a busy account changes a box every second, and each
 * new version of the data costs the server one aggregation (shared by every open Reports page). A fee posted
 * upstream shows within this long of the sync or webhook that brought it.
 */
export const LIVE_REPORTS_MS = 15_000;

/** The reports, read again when the live connection says boxes changed (throttled), and after a reconnect. */
export function useLiveReports(search: string, initial: ReportsResponse) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  const refetch = (): void => {
    last.current = Date.now();
    // A tab in the background only marks the reports old: they are read when it is looked at again (react-query
    // refetches stale data on focus), not every 15 s for nobody.
    void queryClient.invalidateQueries({
      queryKey: reportKeys.all,
      refetchType: document.visibilityState === "hidden" ? "none" : "active",
    });
  };
  const soon = (): void => {
    if (timer.current) return;
    timer.current = setTimeout(
      () => {
        timer.current = null;
        refetch();
      },
      Math.max(0, last.current + LIVE_REPORTS_MS - Date.now()),
    );
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveSubscription(TOPICS, soon, refetch);
  return useReports(search, initial);
}
