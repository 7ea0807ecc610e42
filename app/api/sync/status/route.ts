import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { backfillProgress } from "@/lib/server/sync/backfill-progress";
import type { SyncStatusResponse } from "@/lib/shared/sync-api";

export const dynamic = "force-dynamic";

// Read-only, for every role of the workspace: how far the first load of the account is.
export const GET = authedRoute(undefined, async ({ user }) => {
  const body: SyncStatusResponse = { backfill: await backfillProgress(user.workspaceId) };
  return NextResponse.json(body);
});
