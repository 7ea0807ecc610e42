import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { retryFailed } from "@/lib/server/webhooks/process";

/** Puts the workspace's failed deliveries back in the queue. */
export const POST = authedRoute("administer", async ({ user }) =>
  NextResponse.json({ retried: await retryFailed(user.workspaceId) }),
);
