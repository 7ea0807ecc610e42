"use client";

import { BUCKET_STYLE } from "@/components/board/bucket-style";
import { formatAmounts } from "@/components/board/row-format";
import { BOARD_BUCKETS, BUCKET_INFO, type Bucket } from "@/lib/domain/bucket";
import type { PastLfdSummary } from "@/lib/domain/past-lfd";
import { cn } from "@/lib/shared/cn";

// The first thing a dispatcher reads: money first (past LFD with what is posted), then today and
// tomorrow, and "ready to pull" drawn larger because it is the work to hand out now.

type Props = {
  counts: Partial<Record<Bucket, number>> | null;
  selected: readonly Bucket[];
  /** Days past and posted demurrage over every past-LFD box of the view (computed by the server). */
  pastLfd: PastLfdSummary | null;
  onToggle: (bucket: Bucket) => void;
};

export function BucketCards({ counts, selected, pastLfd, onToggle }: Props) {
  return (
    <div role="group" aria-label="Buckets" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-10">
      {BOARD_BUCKETS.map((bucket) => {
        const style = BUCKET_STYLE[bucket];
        const count = counts ? (counts[bucket] ?? 0) : null;
        const active = selected.includes(bucket);
        const prominent = bucket === "ready" || bucket === "past_lfd";
        return (
          <button
            key={bucket}
            type="button"
            aria-pressed={active}
            data-testid={`bucket-${bucket}`}
            title={BUCKET_INFO[bucket].description}
            onClick={() => onToggle(bucket)}
            className={cn(
              "group relative flex flex-col items-start overflow-hidden rounded-card border bg-surface px-3 pb-2.5 pt-3 text-left shadow-sm transition-colors hover:bg-surface-muted",
              active ? cn("ring-2 ring-accent", style.soft) : "border-border",
              prominent && "lg:col-span-1",
            )}
          >
            <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1", style.bar)} />
            <span className={cn("flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide", style.text)}>
              <span aria-hidden className="font-mono">{style.glyph}</span>
              {BUCKET_INFO[bucket].label}
            </span>
            <span className={cn("mt-1 font-semibold tabular-nums text-ink", prominent ? "text-3xl" : "text-2xl")} data-testid={`bucket-count-${bucket}`}>
              {count === null ? <span className="inline-block h-7 w-10 animate-pulse rounded bg-surface-muted" aria-label="loading" /> : count.toLocaleString("en-US")}
            </span>
            {bucket === "past_lfd" && pastLfd && pastLfd.count > 0 ? (
              <span className="mt-0.5 text-xs font-medium text-urgency-past" data-testid="past-lfd-money" title="Latest box's days past its LFD, and demurrage the terminals have posted on past-LFD boxes">
                {pastLfd.maxDaysPast !== null ? `up to ${pastLfd.maxDaysPast} d late` : "late"}
                {" · "}
                {Object.keys(pastLfd.demurrage).length > 0 ? `${formatAmounts(pastLfd.demurrage)} demurrage` : "no demurrage posted"}
              </span>
            ) : (
              <span className="mt-0.5 line-clamp-1 text-xs text-muted">{BUCKET_INFO[bucket].description}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
