"use client";

import { useEffect, useMemo, useRef, useState } from "react";

import { historyEntryOf, type HistoryEntry } from "@/components/board/container-detail";
import { Button } from "@/components/ui/button";
import { WorkHistory } from "@/components/work/work-history";
import { useOlderHistory } from "@/lib/queries/containers-queries";
import { countText } from "@/lib/shared/format/number";
import type { AuditEventView } from "@/lib/shared/work-api";

type Props = {
  containerId: string;
  /** The detail's first page of the service's history, and where the older pages start (null: none). */
  history: readonly HistoryEntry[] | null;
  historyCursor: string | null;
  activity: readonly AuditEventView[] | null;
  zone: string | null;
  now?: string;
};

/**
 * The drawer's history with its older pages on demand: "Show older changes" above the oldest line shown reads the
 * next page through the history's cursor. The button stays focused while a page loads (never disabled, which would
 * drop focus inside the dialog), and once the oldest change is shown the focus moves to the line saying so.
 */
export function HistorySection({ containerId, history, historyCursor, activity, zone, now }: Props) {
  const [asked, setAsked] = useState(false);
  const older = useOlderHistory(containerId, historyCursor, asked);
  const end = useRef<HTMLParagraphElement>(null);
  const olderEntries = useMemo(
    () => older.data?.pages.flatMap((page) => page.data.map(historyEntryOf)) ?? [],
    [older.data],
  );
  const entries = useMemo(() => (history ? [...history, ...olderEntries] : null), [history, olderEntries]);
  const loading = asked && (older.isPending || older.isFetchingNextPage);
  const more = historyCursor !== null && (!asked || older.isPending || older.isError || older.hasNextPage);
  const allShown = asked && older.isSuccess && !older.hasNextPage;

  // The button leaves once the last page is in: the focus goes to the line that took its place.
  useEffect(() => {
    if (allShown && document.activeElement === document.body) end.current?.focus();
  }, [allShown]);

  const showOlder = () => {
    if (loading) return;
    if (!asked) setAsked(true);
    else if (older.isError && !older.data) void older.refetch();
    else void older.fetchNextPage();
  };

  return (
    <div>
      {more ? (
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={showOlder}
            aria-busy={loading || undefined}
            aria-describedby={older.isError ? `older-history-error-${containerId}` : undefined}
            data-testid="history-older"
          >
            {loading ? (
              <span
                className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
                aria-hidden
              />
            ) : null}
            {loading ? "Loading older changes…" : older.isError ? "Try again" : "Show older changes"}
          </Button>
          {older.isError ? (
            <span id={`older-history-error-${containerId}`} role="alert" className="text-xs text-danger">
              Older changes could not be loaded: {older.error.message}
            </span>
          ) : null}
        </div>
      ) : null}
      {allShown ? (
        <p ref={end} tabIndex={-1} className="mb-2 text-xs text-muted" data-testid="history-all-shown">
          Every change since tracking began is shown (
          {countText((history?.length ?? 0) + olderEntries.length, "change")}).
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {asked && older.isSuccess ? `${countText(olderEntries.length, "older change")} loaded` : ""}
      </p>
      <WorkHistory history={entries} activity={activity} zone={zone} now={now} />
    </div>
  );
}
