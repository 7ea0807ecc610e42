import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { connectLiveUpdates } from "@/lib/server/webhooks/connect";
import { webhookStatus } from "@/lib/server/webhooks/webhook-status";

export const dynamic = "force-dynamic";

/** Live updates status, inbox counts and the failed deliveries (admins only). */
export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json(await webhookStatus(user.workspaceId)),
);

/** "Connect live updates": registers the webhook and stores its secret encrypted. */
export const POST = authedRoute("administer", async ({ user }) =>
  NextResponse.json(await connectLiveUpdates(user.workspaceId)),
);
