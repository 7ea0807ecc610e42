import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { z } from "zod";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { BulkJobView } from "@/lib/shared/work-api";
import type { bulkInputSchema } from "@/lib/validations/work";
import { calendarKeys, containerKeys, workKeys } from "./keys";

// One bulk action as a background job: POST /api/containers/bulk with `async: true` answers `{jobId}` at once,
// then GET /api/containers/bulk/{jobId} is read until it ends, for the progress bar and the summary.

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type BulkRequest = DistributiveOmit<z.input<typeof bulkInputSchema>, "async">;
/** One action's fields without the selection, which the bar adds. */
export type BulkActionInput = DistributiveOmit<BulkRequest, "ids">;

/** How often a running job's progress is read. */
const POLL_MS = 400;

export function useBulkAction() {
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (input: BulkRequest) =>
      fetchJson<{ jobId: string }>("/api/containers/bulk", { method: "POST", body: { ...input, async: true } }),
    onMutate: () => setJobId(null),
    onSuccess: ({ jobId: id }) => setJobId(id),
  });
  const job = useQuery({
    queryKey: workKeys.bulkJob(jobId ?? "none"),
    queryFn: ({ signal }) =>
      fetchJson<BulkJobView>(`/api/containers/bulk/${encodeURIComponent(jobId ?? "")}`, { signal }),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "running" ? false : POLL_MS),
  });
  const finished = job.data && job.data.status !== "running" ? job.data.id : null;
  // Other pages learn it from the live topic; this one refreshes what it shows as soon as the job ends.
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: containerKeys.boards });
    void client.invalidateQueries({ queryKey: calendarKeys.all });
  }, [finished, client]);
  const { mutate, reset } = start;
  return {
    run: mutate,
    startError: start.error,
    job: jobId ? (job.data ?? null) : null,
    running: start.isPending || (jobId !== null && (!job.data || job.data.status === "running")),
    pollError: job.error,
    reset: () => {
      setJobId(null);
      reset();
    },
  };
}
