import "server-only";

import { notifyLive } from "@/lib/server/live/notify";

import { forgetWorkVersion } from "./work-version";

/** Tells every open board of the workspace that these boxes' work changed (after the commit, never before). */
export async function notifyWork(workspaceId: string, containerIds: readonly string[]): Promise<void> {
  // This process answers the writer's own next read before the NOTIFY comes back to it.
  forgetWorkVersion(workspaceId);
  await notifyLive(workspaceId, "work", [...new Set(containerIds)]);
}
