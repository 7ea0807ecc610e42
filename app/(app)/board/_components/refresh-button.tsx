"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";

type Outcome = { kind: "done" } | { kind: "not_entitled" } | { kind: "wait"; seconds: number | null } | { kind: "error"; message: string };

// Raw fetch rather than fetchJson: the wait on a 429 is in the Retry-After header.
async function requestRefresh(id: string): Promise<Outcome> {
  const response = await fetch(`/api/containers/${encodeURIComponent(id)}/refresh`, { method: "POST" });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 403) return { kind: "not_entitled" };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after"));
    return { kind: "wait", seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
  }
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    return { kind: "error", message: response.status === 404 ? "Refresh is not available for this container." : (message ?? "The refresh failed. Try again.") };
  }
  // The service answers 403 to plans without refresh; the server then reads the cached copy and says so.
  return (body as { refreshed?: unknown } | null)?.refreshed === false ? { kind: "not_entitled" } : { kind: "done" };
}

const TEXT: Record<Outcome["kind"], (outcome: Outcome) => string> = {
  done: () => "Refreshed from the terminal.",
  not_entitled: () => "Refresh is not enabled for this account; showing the service's latest copy.",
  wait: (outcome) => (outcome.kind === "wait" && outcome.seconds ? `Too many refreshes: try again in ${outcome.seconds} s.` : "Too many refreshes: wait a minute and try again."),
  error: (outcome) => (outcome.kind === "error" ? outcome.message : ""),
};

/** Asks the service to re-check this box now, where the account is entitled to it. */
export function RefreshButton({ id, canWrite }: { id: string; canWrite: boolean }) {
  const client = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => requestRefresh(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["containers"] });
      void client.invalidateQueries({ queryKey: ["container", id] });
    },
  });
  if (!canWrite) return null;
  const outcome = refresh.data ?? (refresh.isError ? ({ kind: "error", message: "The refresh could not be sent. Check the connection and try again." } as const) : null);
  const bad = outcome !== null && outcome.kind !== "done";
  return (
    <span className="inline-flex max-w-56 flex-col items-end gap-1 text-right">
      <Button variant="secondary" size="sm" busy={refresh.isPending} onClick={() => refresh.mutate()}>
        {refresh.isPending ? "Refreshing…" : "Refresh"}
      </Button>
      {outcome ? (
        <span role={bad ? "alert" : "status"} data-testid="refresh-outcome" className={bad ? "text-xs text-warning" : "text-xs text-success"}>
          {TEXT[outcome.kind](outcome)}
        </span>
      ) : null}
    </span>
  );
}
