import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";
import { errorText } from "@/lib/server/error-text";
import type { Freshness } from "@/lib/shared/container-api";

import { backfillOf } from "./backfill-progress";

// Per workspace: last successful sync and whether the service answers. Every instance and worker calls this
// after each upstream call, so the write is conditional: nothing is written unless the state flips, and the
// database (not a per-process memory that another process may have contradicted) says what the state is.
export async function markReachable(workspaceId: string, reachable: boolean, reason?: string): Promise<void> {
  try {
    const flipped = reachable
      ? await db.workspaceSync.updateMany({
          where: { workspaceId, upstreamReachable: false },
          data: { upstreamReachable: true, upstreamDownSince: null, lastError: null },
        })
      : await db.workspaceSync.updateMany({
          where: { workspaceId, upstreamReachable: true },
          data: { upstreamReachable: false, upstreamDownSince: new Date(), lastError: reason ?? null },
        });
    let changed = flipped.count > 0;
    if (!changed && !reachable) {
      // First contact with this workspace's service failed: there is no row to flip yet.
      const created = await db.workspaceSync.createMany({
        data: [{ workspaceId, upstreamReachable: false, upstreamDownSince: new Date(), lastError: reason ?? null }],
        skipDuplicates: true,
      });
      changed = created.count > 0;
    }
    if (changed) await notifyLive(workspaceId, "freshness");
  } catch (error) {
    logger.warn("could not record upstream reachability", {
      workspaceId,
      error: errorText(error),
    });
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

export async function getFreshness(workspaceId: string): Promise<Freshness> {
  const row = await db.workspaceSync.findUnique({
    where: { workspaceId },
    select: {
      lastSyncAt: true,
      upstreamReachable: true,
      upstreamDownSince: true,
      backfilledAt: true,
      syncCursor: true,
    },
  });
  return {
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    upstreamReachable: row?.upstreamReachable ?? true,
    upstreamDownSince: row?.upstreamDownSince?.toISOString() ?? null,
    backfill: backfillOf(row),
  };
}
