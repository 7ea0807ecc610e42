import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";

// Containers the service stopped returning (deleted, or no longer tracked for the account) would otherwise
// linger on the board forever with their last state. A complete sweep of the container list marks the cached
// rows it did not see; a later list that shows one again clears the mark. Marked rows leave the board (a
// search still finds them) and the drawer says the service no longer tracks them.

/** Rows of `upstreamIds` listed again: clear their mark. Cheap enough to run on every page. */
export async function markListed(workspaceId: string, upstreamIds: string[]): Promise<string[]> {
  if (upstreamIds.length === 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE containers SET gone_upstream_at = NULL
    WHERE workspace_id = ${workspaceId}::uuid AND upstream_id = ANY(${upstreamIds}) AND gone_upstream_at IS NOT NULL
    RETURNING id`;
  return rows.map((row) => row.id);
}

/**
 * After a complete sweep that started at `sweepStartedAt` and saw `seen`: every older cached row it did not
 * see is gone upstream. Rows created since the sweep began (a webhook's new box) are left alone: the lists
 * were read before they existed.
 */
export async function markUnlisted(workspaceId: string, seen: Set<string>, sweepStartedAt: Date): Promise<string[]> {
  if (seen.size === 0) {
    // An empty list for a workspace with boxes is far more likely a glitch than every box deleted at once.
    const cached = await db.container.count({ where: { workspaceId, goneUpstreamAt: null } });
    if (cached > 0)
      logger.warn("the service listed no containers; not marking the cached ones as gone", { workspaceId, cached });
    return [];
  }
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE containers SET gone_upstream_at = now()
    WHERE workspace_id = ${workspaceId}::uuid AND gone_upstream_at IS NULL AND created_at < ${sweepStartedAt}
      AND NOT (upstream_id = ANY(${[...seen]}))
    RETURNING id`;
  return rows.map((row) => row.id);
}

export async function announce(workspaceId: string, ids: string[]): Promise<void> {
  if (ids.length > 0) await notifyLive(workspaceId, "containers", ids);
}
