import "server-only";

import { db } from "@/lib/server/db";
import { getFreshness } from "@/lib/server/sync/sync-state";
import { liveUpdatesStatus } from "@/lib/server/webhooks/connect";
import type { WebhookStatus } from "@/lib/shared/settings-api";

/** Settings → live updates: the connection, the sync's freshness, inbox counts by status and the last 50 failures. */
export async function webhookStatus(workspaceId: string): Promise<WebhookStatus> {
  const [status, freshness, counts, failed] = await Promise.all([
    liveUpdatesStatus(workspaceId),
    getFreshness(workspaceId),
    db.webhookInbox.groupBy({ by: ["status"], where: { workspaceId }, _count: { _all: true } }),
    db.webhookInbox.findMany({
      where: { workspaceId, status: "failed" },
      orderBy: { id: "desc" },
      take: 50,
      select: { id: true, notificationId: true, event: true, attempts: true, lastError: true, receivedAt: true },
    }),
  ]);
  return {
    ...status,
    freshness,
    inbox: Object.fromEntries(counts.map((c) => [c.status, c._count._all])),
    failed: failed.map((f) => ({ ...f, id: f.id.toString(), receivedAt: f.receivedAt.toISOString() })),
  };
}
