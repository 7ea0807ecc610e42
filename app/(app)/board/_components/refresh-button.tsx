"use client";

import { Button } from "@/components/ui/button";
import { useRefreshContainer, type RefreshOutcome as Outcome } from "@/lib/queries/containers-queries";

const TEXT: Record<Outcome["kind"], (outcome: Outcome) => string> = {
  done: () => "Refreshed from the terminal.",
  not_entitled: () => "Refresh is not enabled for this account; showing the service's latest copy.",
  wait: (outcome) =>
    outcome.kind === "wait" && outcome.seconds
      ? `Too many refreshes: try again in ${outcome.seconds} s.`
      : "Too many refreshes: wait a minute and try again.",
  error: (outcome) => (outcome.kind === "error" ? outcome.message : ""),
};

/** Asks the service to re-check this box now, where the account is entitled to it. */
export function RefreshButton({ id, canWrite }: { id: string; canWrite: boolean }) {
  const refresh = useRefreshContainer(id);
  if (!canWrite) return null;
  const outcome =
    refresh.data ??
    (refresh.isError
      ? ({ kind: "error", message: "The refresh could not be sent. Check the connection and try again." } as const)
      : null);
  const bad = outcome !== null && outcome.kind !== "done";
  return (
    <span className="inline-flex max-w-56 flex-col items-end gap-1 text-right">
      <Button variant="secondary" size="sm" busy={refresh.isPending} onClick={() => refresh.mutate()}>
        {refresh.isPending ? "Refreshing…" : "Refresh"}
      </Button>
      {outcome ? (
        <span
          role={bad ? "alert" : "status"}
          data-testid="refresh-outcome"
          className={bad ? "text-xs text-warning" : "text-xs text-success"}
        >
          {TEXT[outcome.kind](outcome)}
        </span>
      ) : null}
    </span>
  );
}
