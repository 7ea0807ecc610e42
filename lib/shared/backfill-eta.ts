import type { BackfillProgress } from "./sync-api";

/**
 * The backfill's progress as the banner shows it: boxes loaded of the total, and the time left for the pages
 * left. Their pace is the one seen so far, but never faster than the background budget allows
 * (`pagesPerMinute`): a run's first minute spends the budget's whole window at once, and a pace taken from it
 * alone promised a 50-minute load in under one. Unknown until a page has been read or when the service gave no
 * totals.
 */
export function backfillProgressOf(
  progress: { boxes: number; boxesTotal: number | null; pages: number; pagesTotal: number | null },
  startedAt: Date,
  savedAt: Date,
  pagesPerMinute: number,
): BackfillProgress {
  const elapsedSeconds = Math.max(0, (savedAt.getTime() - startedAt.getTime()) / 1000);
  const pagesLeft = progress.pagesTotal === null ? null : Math.max(0, progress.pagesTotal - progress.pages);
  const secondsPerPage = Math.max(elapsedSeconds / Math.max(1, progress.pages), 60 / pagesPerMinute);
  return {
    done: progress.boxes,
    total: progress.boxesTotal,
    etaSeconds: progress.pages > 0 && pagesLeft !== null ? Math.round(secondsPerPage * pagesLeft) : null,
  };
}
