import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { retryFailed } from "@/lib/server/webhooks/process";
import { ADMIN_ROLES } from "@/lib/domain/roles";

/** Puts the workspace's failed deliveries back in the queue. */
export const POST = authedRoute(ADMIN_ROLES, async ({ user }) =>
  NextResponse.json({ retried: await retryFailed(user.workspaceId) }),
);
