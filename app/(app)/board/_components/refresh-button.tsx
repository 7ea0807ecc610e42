"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";
import { ApiError, fetchJson } from "@/lib/shared/fetch-json";

function retryAfter(error: ApiError): number | null {
  const details = error.details as { retryAfterSeconds?: unknown } | null | undefined;
  return typeof details?.retryAfterSeconds === "number" ? details.retryAfterSeconds : null;
}

function message(error: unknown): string {
  if (!(error instanceof ApiError)) return "The refresh failed. Try again.";
  if (error.status === 403) return "Refresh is not enabled for this account.";
  if (error.status === 429) {
    const seconds = retryAfter(error);
    return seconds ? `Too many refreshes: try again in ${seconds} s.` : "Too many refreshes: wait a minute and try again.";
  }
  if (error.status === 404) return "Refresh is not available in this version yet.";
  return error.message;
}

/** Asks the service to re-check this box at the terminal now (where the account is entitled to it). */
export function RefreshButton({ id, canWrite }: { id: string; canWrite: boolean }) {
  const client = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => fetchJson<unknown>(`/api/containers/${encodeURIComponent(id)}/refresh`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["containers"] }),
  });
  if (!canWrite) return null;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" busy={refresh.isPending} onClick={() => refresh.mutate()}>
        {refresh.isPending ? "Refreshing…" : "Refresh from terminal"}
      </Button>
      {refresh.isError ? <span role="alert" className="text-xs text-danger" data-testid="refresh-error">{message(refresh.error)}</span> : null}
      {refresh.isSuccess ? <span role="status" className="text-xs text-success">Refresh requested; the row updates when the answer arrives.</span> : null}
    </span>
  );
}
