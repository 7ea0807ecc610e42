import "server-only";

import { db } from "@/lib/server/db";

import type { Recipient } from "./recipients";
import { boxesInScope } from "./alert-scope";

// Scope checks for a batch of events in a few queries, not one per person: assignees and watchers of the
// batch's boxes in one query each, and each saved view used by a subscription once.

export async function scopeResolver(
  workspaceId: string,
  recipients: Recipient[],
  boxIds: string[],
  at: Date,
): Promise<(subscriptionId: string, boxId: string) => boolean> {
  const subscriptions = recipients.flatMap((recipient) =>
    recipient.subscriptions.map((subscription) => ({ ...subscription, userId: recipient.userId })),
  );
  const needs = (scope: string): boolean => subscriptions.some((subscription) => subscription.scope === scope);
  const [work, watches] = await Promise.all([
    needs("mine") && boxIds.length > 0
      ? db.containerWork.findMany({
          where: { workspaceId, containerId: { in: boxIds }, assigneeId: { not: null } },
          select: { containerId: true, assigneeId: true },
        })
      : [],
    needs("watching") && boxIds.length > 0
      ? db.containerWatch.findMany({
          where: { workspaceId, containerId: { in: boxIds } },
          select: { containerId: true, userId: true },
        })
      : [],
  ]);
  const assignee = new Map(work.map((row) => [row.containerId, row.assigneeId]));
  const watching = new Set(watches.map((row) => `${row.containerId}|${row.userId}`));
  const views = new Map<string, Set<string>>();
  for (const subscription of subscriptions) {
    if (subscription.scope !== "view" || !subscription.viewId) continue;
    const key = `${subscription.userId}|${subscription.viewId}`;
    if (!views.has(key))
      views.set(
        key,
        await boxesInScope(
          workspaceId,
          { userId: subscription.userId, scope: "view", viewId: subscription.viewId },
          boxIds,
          at,
        ),
      );
  }
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  return (subscriptionId, boxId) => {
    const subscription = byId.get(subscriptionId);
    if (!subscription) return false;
    switch (subscription.scope) {
      case "all":
        return true;
      case "mine":
        return assignee.get(boxId) === subscription.userId;
      case "watching":
        return watching.has(`${boxId}|${subscription.userId}`);
      case "view":
        return views.get(`${subscription.userId}|${subscription.viewId ?? ""}`)?.has(boxId) ?? false;
      default:
        return false;
    }
  };
}
