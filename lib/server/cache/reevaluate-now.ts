import "server-only";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

import { markAllDue, recomputeWorkspace } from "./recompute";

/**
 * Re-evaluates a workspace after someone changed an input of the evaluation (the LFD rule, a tariff, a free-time
 * rule, a terminal closure), before their request returns, so the board's buckets, lenses, sort and money agree
 * with it at once. The change itself is already saved and the boxes it touches are marked due first (`markDue`,
 * every box by default): if the re-evaluation fails, the worker's (every 10 s) applies it, so the save is not
 * reported as failed.
 */
export async function reevaluateNow(
  workspaceId: string,
  reason: "lfd_rule" | "tariffs" | "free_time",
  markDue: (workspaceId: string) => Promise<void> = markAllDue,
): Promise<void> {
  try {
    await markDue(workspaceId);
    await recomputeWorkspace(workspaceId);
  } catch (error) {
    logger.warn("re-evaluation after a settings change failed; the scheduled one will apply it", {
      workspaceId,
      reason,
      error: errorText(error),
    });
  }
}
