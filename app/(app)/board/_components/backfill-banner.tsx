import { formatCount } from "@/lib/shared/format/number";
import type { BackfillProgress } from "@/lib/shared/sync-api";

/** "about 52 minutes left": rounded as a person would say it, never falsely precise. */
function timeLeftText(seconds: number | null): string {
  if (seconds === null) return "working out the time left";
  if (seconds < 60) return "less than a minute left";
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${countOf(minutes, "minute")} left`;
  return `about ${countOf(Math.round(minutes / 60), "hour")} left`;
}

const countOf = (n: number, unit: string) => `${formatCount(n)} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The account's first load, while it runs: the board works from its first page, so it says how much is still
 * coming rather than showing a spinner. Boxes arrive in the order the service lists them.
 */
export function BackfillBanner({ backfill }: { backfill: BackfillProgress }) {
  const share = backfill.total ? Math.min(1, backfill.done / backfill.total) : null;
  const counted =
    backfill.total === null
      ? `${formatCount(backfill.done)} boxes so far`
      : `${formatCount(backfill.done)} of ${formatCount(backfill.total)} boxes`;
  return (
    <div role="status" className="rounded-md border border-accent/30 bg-accent/5 px-4 py-2 text-sm text-ink">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p>
          <span className="font-medium">Loading your account:</span> {counted}, {timeLeftText(backfill.etaSeconds)}.
        </p>
        <p className="text-xs text-muted">The board works meanwhile; counts grow as boxes arrive.</p>
      </div>
      {share !== null ? (
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-accent/15"
          role="progressbar"
          aria-label="Account loaded"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${(share * 100).toFixed(1)}%` }} />
        </div>
      ) : null}
    </div>
  );
}
