import "server-only";

import { env } from "@/lib/env.mjs";
import { backgroundLimit } from "@/lib/server/budget/window";
import { db } from "@/lib/server/db";
import { backfillProgressOf } from "@/lib/shared/backfill-eta";
import type { BackfillProgress } from "@/lib/shared/sync-api";

import { parseCursor } from "./cursor";

/** The workspace's first load, while it runs (the cursor lists.ts saves after every page); null once it is done. */
export async function backfillProgress(workspaceId: string): Promise<BackfillProgress | null> {
  return backfillOf(
    await db.workspaceSync.findUnique({ where: { workspaceId }, select: { backfilledAt: true, syncCursor: true } }),
  );
}

/** The same from a workspace_syncs row already read (sync-state.ts reads it for the board's freshness). */
export function backfillOf(row: { backfilledAt: Date | null; syncCursor: unknown } | null): BackfillProgress | null {
  if (!row || row.backfilledAt) return null;
  const cursor = parseCursor(row.syncCursor);
  if (!cursor?.backfill || !cursor.progress) return null;
  // The background share of the account's rate limit (lib/server/budget) bounds the pace.
  const pagesPerMinute = backgroundLimit(env.UPSTREAM_RATE_LIMIT, env.SYNC_BUDGET_SHARE);
  return backfillProgressOf(cursor.progress, new Date(cursor.startedAt), new Date(cursor.savedAt), pagesPerMinute);
}
