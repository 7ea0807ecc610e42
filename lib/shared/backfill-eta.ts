import type { BackfillProgress } from "./sync-api";

/**
 * The backfill's progress as the banner shows it: boxes loaded of the total, and the time left at the pace of
 * the pages read so far (the service's rate limit sets that pace, so it holds steady). Unknown until a page has
 * been read or when the service gave no totals.
 */
export function backfillProgressOf(
  progress: { boxes: number; boxesTotal: number | null; pages: number; pagesTotal: number | null },
  startedAt: Date,
  savedAt: Date,
): BackfillProgress {
  const elapsedSeconds = Math.max(0, (savedAt.getTime() - startedAt.getTime()) / 1000);
  const pagesLeft = progress.pagesTotal === null ? null : Math.max(0, progress.pagesTotal - progress.pages);
  return {
    done: progress.boxes,
    total: progress.boxesTotal,
    etaSeconds:
      progress.pages > 0 && pagesLeft !== null ? Math.round((elapsedSeconds / progress.pages) * pagesLeft) : null,
  };
}
