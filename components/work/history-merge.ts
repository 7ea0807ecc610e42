import type { HistoryEntry } from "@/components/board/container-detail";
import type { AuditEventView } from "@/lib/shared/work-api";

// Pure. The drawer's history: the service's changes (LFD, holds, fees…) and the team's actions (audit events)
// on one time line, by the instant each was observed; oldest first, like the milestones above it.

export type HistoryItem =
  { source: "service"; at: string; entry: HistoryEntry } | { source: "team"; at: string; event: AuditEventView };

export function mergeHistory(
  service: readonly HistoryEntry[] | null,
  team: readonly AuditEventView[] | null,
): HistoryItem[] {
  const items: HistoryItem[] = [
    ...(service ?? []).map((entry): HistoryItem => ({ source: "service", at: entry.at, entry })),
    ...(team ?? []).map((event): HistoryItem => ({ source: "team", at: event.observedAt, event })),
  ];
  // Same instant: the service's change first (the team usually reacts to it), then in the order each was recorded
  // (a late delivery before the value observed next, when both name one instant).
  const rank = (item: HistoryItem) => (item.source === "service" ? 0 : 1);
  const order = (item: HistoryItem) => (item.source === "service" ? Number(item.entry.id) : 0);
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || rank(a) - rank(b) || order(a) - order(b));
}
