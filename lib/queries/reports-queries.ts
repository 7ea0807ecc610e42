import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { ReportsResponse } from "@/lib/shared/report-api";

import { reportKeys } from "./keys";

// GET /api/reports for the Reports page: the server renders the first answer (`initial`), this keeps it current.
// The page's live hook (components/reports/use-live-reports.ts) invalidates `reportKeys.all` when boxes change.

/** `search`: the page's query string ("" or "?from=…"), the same parameters the API takes. */
export function useReports(search: string, initial: ReportsResponse) {
  return useQuery({
    queryKey: reportKeys.view(search),
    queryFn: ({ signal }) => fetchJson<ReportsResponse>(`/api/reports${search}`, { signal }),
    initialData: initial,
    // Hold ages and "today" move with the clock: a page left open reads again every few minutes anyway, and a
    // tab brought back after boxes changed in the background reads at once (the live hook only marked it old).
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}
