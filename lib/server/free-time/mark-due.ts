import "server-only";

import type { FreeTimeScope } from "@/lib/domain/free-time/free-time-rule";
import { db } from "@/lib/server/db";
import { DUE_NOW } from "@/lib/server/cache/due";

/**
 * Makes due the boxes a free-time change can move: a terminal's (its calendar counts both sources' free time)
 * or a line's. Bounded by that terminal or line, not the account, and still cheap when marked twice.
 */
export async function markFreeTimeDue(workspaceId: string, scope: FreeTimeScope, key: string): Promise<void> {
  if (scope === "line") {
    await db.$executeRaw`
      UPDATE containers SET reevaluate_at = ${DUE_NOW}
      WHERE workspace_id = ${workspaceId}::uuid AND shipping_line_scac = ${key}
        AND reevaluate_at IS DISTINCT FROM ${DUE_NOW}`;
    return;
  }
  await db.$executeRaw`
    UPDATE containers SET reevaluate_at = ${DUE_NOW}
    WHERE workspace_id = ${workspaceId}::uuid
      AND (terminal_firms_code = ${key} OR pod_terminal_upstream_id = ${key})
      AND reevaluate_at IS DISTINCT FROM ${DUE_NOW}`;
}
