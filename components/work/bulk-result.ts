import type { BulkAction, BulkFailure, BulkJobView } from "@/lib/shared/work-api";
import { countText, formatCount } from "@/lib/shared/format/number";

// Pure. A bulk action's outcome in words: what was done, and what was not with the reason, boxes grouped by
// reason (the commonest first) so two hundred failures read as one or two lines.

export const BULK_ACTION_LABELS: Record<BulkAction, { running: string; done: string }> = {
  assign: { running: "Assigning", done: "Assigned" },
  plan_pickup: { running: "Planning pickups", done: "Planned the pickup of" },
  tag: { running: "Tagging", done: "Tagged" },
  untag: { running: "Removing the tag", done: "Removed the tag from" },
  watch: { running: "Watching", done: "Now watching" },
  unwatch: { running: "Unwatching", done: "Stopped watching" },
  stop_tracking: { running: "Stopping tracking", done: "Stopped tracking" },
};

export type FailureGroup = { reason: string; boxes: string[] };

export function groupFailures(failed: readonly BulkFailure[], numberOf: (id: string) => string): FailureGroup[] {
  const groups = new Map<string, string[]>();
  for (const failure of failed)
    groups.set(failure.reason, [...(groups.get(failure.reason) ?? []), numberOf(failure.id)]);
  return [...groups]
    .map(([reason, boxes]) => ({ reason, boxes }))
    .sort((a, b) => b.boxes.length - a.boxes.length || a.reason.localeCompare(b.reason));
}

const plural = (count: number) => countText(count, "box", "boxes");

/** "Planned the pickup of 198 boxes; 2 boxes not changed." */
export function summaryText(job: Pick<BulkJobView, "action" | "status" | "total" | "succeeded" | "failed">): string {
  const done = `${BULK_ACTION_LABELS[job.action].done} ${plural(job.succeeded.length)}`;
  const failed = job.failed.length > 0 ? `; ${plural(job.failed.length)} not changed` : "";
  const stopped =
    job.status === "done"
      ? ""
      : ` The batch stopped before the end (${job.status}): what is listed as done is saved; run the rest again.`;
  return `${done}${failed}.${stopped}`;
}

/** At most `limit` numbers, then "and N more". */
export function boxList(boxes: readonly string[], limit = 8): string {
  return boxes.length <= limit
    ? boxes.join(", ")
    : `${boxes.slice(0, limit).join(", ")} and ${formatCount(boxes.length - limit)} more`;
}
