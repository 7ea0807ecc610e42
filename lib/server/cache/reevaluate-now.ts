import "server-only";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

import { markAllDue, recomputeWorkspace } from "./recompute";

/**
 * Re-evaluates a workspace after an admin changed an input of every box's evaluation (the LFD rule, a tariff),
 * before the admin's request returns, so the board's buckets, lenses, sort and money agree with it at once.
 * The change itself is already saved and every box is marked due first: if the re-evaluation fails, the
 * worker's (every 10 s) applies it, so the admin is not told the save failed.
 */
export async function reevaluateNow(workspaceId: string, reason: "lfd_rule" | "tariffs"): Promise<void> {
  try {
    await markAllDue(workspaceId);
    await recomputeWorkspace(workspaceId);
  } catch (error) {
    logger.warn("re-evaluation after a settings change failed; the scheduled one will apply it", {
      workspaceId,
      reason,
      error: errorText(error),
    });
  }
}
