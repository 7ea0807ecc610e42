import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { SyncStatusResponse } from "@/lib/shared/sync-api";

import { syncKeys } from "./keys";

/** Whether the tracking service answers, and the cache's age (GET /api/sync/status); live on `freshness`. */
export function useSyncStatus() {
  return useQuery({
    queryKey: syncKeys.status(),
    queryFn: ({ signal }) => fetchJson<SyncStatusResponse>("/api/sync/status", { signal }),
    // A safety net behind the live topic, as the board's pages have.
    refetchInterval: 60_000,
  });
}
