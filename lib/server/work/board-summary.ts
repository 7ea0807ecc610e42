import "server-only";

import { db } from "@/lib/server/db";
import type { BoardWorkSummary } from "@/lib/shared/work-api";

import { plannedPickupOf } from "./state";
import { toUserRef } from "./teammates";

/**
 * The work columns of board rows, by container id, for the rows of one page (merge after the page is read:
 * `watching` is the viewer's own, so it must not sit in a page cached for everyone). Three indexed lookups.
 */
export async function workSummaries(
  workspaceId: string,
  viewerId: string,
  containerIds: readonly string[],
): Promise<Map<string, BoardWorkSummary>> {
  const ids = [...new Set(containerIds)];
  const summaries = new Map<string, BoardWorkSummary>(
    ids.map((id) => [id, { assignee: null, plannedPickup: null, noteCount: 0, watching: false, tags: [] }]),
  );
  if (ids.length === 0) return summaries;
  const [work, notes, watches] = await Promise.all([
    db.containerWork.findMany({
      where: { workspaceId, containerId: { in: ids } },
      include: { assignee: { select: { id: true, name: true, email: true } } },
    }),
    db.containerNote.groupBy({
      by: ["containerId"],
      where: { workspaceId, containerId: { in: ids }, deletedAt: null },
      _count: { _all: true },
    }),
    db.containerWatch.findMany({
      where: { workspaceId, userId: viewerId, containerId: { in: ids } },
      select: { containerId: true },
    }),
  ]);
  for (const row of work) {
    const summary = summaries.get(row.containerId);
    if (!summary) continue;
    const pickup = plannedPickupOf(row);
    summary.assignee = row.assignee ? toUserRef(row.assignee) : null;
    summary.plannedPickup = pickup
      ? { date: pickup.date, windowStart: pickup.windowStart, windowEnd: pickup.windowEnd }
      : null;
    summary.tags = row.tags;
  }
  for (const group of notes) {
    const summary = summaries.get(group.containerId);
    if (summary) summary.noteCount = group._count._all;
  }
  for (const watch of watches) {
    const summary = summaries.get(watch.containerId);
    if (summary) summary.watching = true;
  }
  return summaries;
}
