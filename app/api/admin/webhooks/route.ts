import { NextResponse } from "next/server";

import { db } from "@/lib/server/db";
import { authedRoute } from "@/lib/server/route";
import { connectLiveUpdates, liveUpdatesStatus } from "@/lib/server/webhooks/connect";
import { getFreshness } from "@/lib/server/sync/freshness";
import { ADMIN_ROLES } from "@/lib/shared/roles";
import type { WebhookStatus } from "@/lib/shared/settings-api";

export const dynamic = "force-dynamic";

/** Live updates status, inbox counts and the failed deliveries (admins only). */
export const GET = authedRoute(ADMIN_ROLES, async ({ user }) => {
  const workspaceId = user.workspaceId;
  const [status, freshness, counts, failed] = await Promise.all([
    liveUpdatesStatus(workspaceId),
    getFreshness(workspaceId),
    db.webhookInbox.groupBy({ by: ["status"], where: { workspaceId }, _count: { _all: true } }),
    db.webhookInbox.findMany({
      where: { workspaceId, status: "failed" },
      orderBy: { id: "desc" },
      take: 50,
      select: { id: true, notificationId: true, event: true, attempts: true, lastError: true, receivedAt: true },
    }),
  ]);
  return NextResponse.json({
    ...status,
    freshness,
    inbox: Object.fromEntries(counts.map((c) => [c.status, c._count._all])),
    failed: failed.map((f) => ({ ...f, id: f.id.toString(), receivedAt: f.receivedAt.toISOString() })),
  } satisfies WebhookStatus);
});

/** "Connect live updates": registers the webhook and stores its secret encrypted. */
export const POST = authedRoute(ADMIN_ROLES, async ({ user }) =>
  NextResponse.json(await connectLiveUpdates(user.workspaceId)),
);
