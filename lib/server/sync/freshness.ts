import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";

// Per workspace: last successful sync and whether the service answers. Written only when the state flips
// (remembered per process), so a burst of calls costs no extra writes.
const known = new Map<string, boolean>();

export async function markReachable(workspaceId: string, reachable: boolean, reason?: string): Promise<void> {
  if (known.get(workspaceId) === reachable) return;
  known.set(workspaceId, reachable);
  try {
    await db.workspaceSync.upsert({
      where: { workspaceId },
      create: { workspaceId, upstreamReachable: reachable, upstreamDownSince: reachable ? null : new Date(), lastError: reachable ? null : (reason ?? null) },
      update: reachable ? { upstreamReachable: true, upstreamDownSince: null, lastError: null } : { upstreamReachable: false, lastError: reason ?? null },
    });
    // The first failure sets "down since"; later failures keep it.
    if (!reachable) await db.workspaceSync.updateMany({ where: { workspaceId, upstreamDownSince: null }, data: { upstreamDownSince: new Date() } });
    await notifyLive(workspaceId, "freshness");
  } catch (error) {
    known.delete(workspaceId);
    logger.warn("could not record upstream reachability", { workspaceId, error: error instanceof Error ? error.message : String(error) });
  }
}

export async function markSynced(workspaceId: string, extra: { backfilled?: boolean } = {}): Promise<void> {
  const at = new Date();
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, lastSyncAt: at, backfilledAt: extra.backfilled ? at : null },
    update: { lastSyncAt: at, ...(extra.backfilled ? { backfilledAt: at } : {}) },
  });
  await notifyLive(workspaceId, "freshness");
}

export type Freshness = { lastSyncAt: string | null; upstreamReachable: boolean; upstreamDownSince: string | null };

export async function getFreshness(workspaceId: string): Promise<Freshness> {
  const row = await db.workspaceSync.findUnique({ where: { workspaceId }, select: { lastSyncAt: true, upstreamReachable: true, upstreamDownSince: true } });
  return {
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    upstreamReachable: row?.upstreamReachable ?? true,
    upstreamDownSince: row?.upstreamDownSince?.toISOString() ?? null,
  };
}
