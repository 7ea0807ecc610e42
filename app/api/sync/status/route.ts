import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";
import { backfillProgress } from "@/lib/server/sync/backfill-progress";
import { getFreshness } from "@/lib/server/sync/sync-state";
import type { SyncStatusResponse } from "@/lib/shared/sync-api";

export const dynamic = "force-dynamic";

// Read-only, for every role of the workspace: how far the first load of the account is, and whether the tracking
// service answers (pages that write to it say so before anyone types).
export const GET = authedRoute(undefined, async ({ user }) => {
  const [backfill, freshness, at] = await Promise.all([
    backfillProgress(user.workspaceId),
    getFreshness(user.workspaceId),
    workspaceMode(user.workspaceId).then(now),
  ]);
  const body: SyncStatusResponse = { backfill, freshness, now: at.toISOString() };
  return NextResponse.json(body);
});
