"use client";

import { Button } from "@/components/ui/button";
import type { useBulkAction } from "@/lib/queries/work-bulk";
import { formatCount } from "@/lib/shared/format/number";

import { BULK_ACTION_LABELS, boxList, groupFailures, summaryText } from "./bulk-result";

/** `expected`: how many boxes were selected, for the bar before the job's own count arrives. */
type Props = { bulk: ReturnType<typeof useBulkAction>; expected: number; numberOf: (id: string) => string };

/** The running batch's progress bar, then its summary: what was done, and what was not with the reason. */
export function BulkSummary({ bulk, expected, numberOf }: Props) {
  const job = bulk.job;
  const error = bulk.startError ?? bulk.pollError;
  if (error) {
    return (
      <div role="alert" className="flex items-center gap-2 text-xs text-danger">
        {error.message}
        <Button size="sm" variant="ghost" onClick={bulk.reset}>
          Dismiss
        </Button>
      </div>
    );
  }
  if (bulk.running) {
    const done = job?.done ?? 0;
    const total = job?.total ?? expected;
    const percent = total > 0 ? Math.round((done / total) * 100) : 0;
    return (
      <div className="flex items-center gap-3 text-xs" data-testid="bulk-running">
        <div
          role="progressbar"
          aria-label={job ? `${BULK_ACTION_LABELS[job.action].running}` : "Starting the batch"}
          aria-valuemin={0}
          aria-valuemax={total || 1}
          aria-valuenow={done}
          data-testid="bulk-progress"
          className="h-2 w-64 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <span className="tabular-nums text-muted">
          {job
            ? `${BULK_ACTION_LABELS[job.action].running}… ${formatCount(done)} of ${formatCount(total)}`
            : `Starting… 0 of ${formatCount(total)}`}
        </span>
      </div>
    );
  }
  if (!job) return null;
  const groups = groupFailures(job.failed, numberOf);
  return (
    <div role="status" className="space-y-1 text-xs" data-testid="bulk-summary">
      <div className="flex items-center gap-2">
        <span
          className={
            job.failed.length > 0 || job.status !== "done" ? "font-medium text-ink" : "font-medium text-success"
          }
        >
          {summaryText(job)}
        </span>
        <Button size="sm" variant="ghost" onClick={bulk.reset}>
          Dismiss
        </Button>
      </div>
      {groups.length > 0 ? (
        <ul className="list-inside list-disc space-y-0.5 text-muted" data-testid="bulk-failures">
          {groups.map((group) => (
            <li key={group.reason}>
              <span className="text-ink">{group.reason}</span> ({formatCount(group.boxes.length)}):{" "}
              <span className="font-mono">{boxList(group.boxes)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
