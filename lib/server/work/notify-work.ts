import "server-only";

import { notifyLive } from "@/lib/server/live/notify";

/**
 * Tells every open board of the workspace that these boxes' work changed (after the commit, never before). This
 * process's own caches hear it at once (lib/server/live/local-changes.ts), before the NOTIFY comes back.
 */
export async function notifyWork(workspaceId: string, containerIds: readonly string[]): Promise<void> {
  await notifyLive(workspaceId, "work", [...new Set(containerIds)]);
}
