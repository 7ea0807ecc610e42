import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";

import { asArray } from "../upstream/json-api";
import { upstreamFor } from "../sync/upstream";
import { UpstreamError } from "../upstream/errors";

import { connectLiveUpdates, webhookUrl } from "./connect";

// The service can lose Quayside's webhook (a simulated service restarted on a kept database; the real one
// can delete or disable it), and then live updates stop without anyone noticing until the sweep. The cron
// checks the registration every REGISTRATION_CHECK_MINUTES and registers again when it is gone, disabled
// or points elsewhere, recording when and why so Settings can say so.
export const REGISTRATION_CHECK_MINUTES = 10;

export type RegistrationCheck =
  { status: "not_connected" } | { status: "ok" } | { status: "reregistered"; reason: string };

export async function checkWebhookRegistration(workspaceId: string): Promise<RegistrationCheck> {
  const sync = await db.workspaceSync.findUnique({
    where: { workspaceId },
    select: { webhookUpstreamId: true, webhookUrl: true },
  });
  // Only a registration Quayside made (connectLiveUpdates records the URL it registered) is checked.
  if (!sync?.webhookUpstreamId || !sync.webhookUrl) return { status: "not_connected" };
  const reason = await problemWith(workspaceId, sync.webhookUpstreamId);
  const checkedAt = new Date();
  if (!reason) {
    await db.workspaceSync.update({ where: { workspaceId }, data: { webhookCheckedAt: checkedAt } });
    return { status: "ok" };
  }
  logger.warn("the webhook registration is gone; registering again", { workspaceId, reason });
  await connectLiveUpdates(workspaceId);
  await db.workspaceSync.update({
    where: { workspaceId },
    data: { webhookCheckedAt: checkedAt, webhookReregisteredAt: checkedAt, webhookReregisterReason: reason },
  });
  await notifyLive(workspaceId, "webhooks");
  return { status: "reregistered", reason };
}

/** Why the registration no longer works, or null when the service still has it, active, for our URL. */
async function problemWith(workspaceId: string, upstreamId: string): Promise<string | null> {
  const { client } = await upstreamFor(workspaceId, "background");
  try {
    const webhook = asArray((await client.get(`webhooks/${encodeURIComponent(upstreamId)}`)).data)[0];
    if (!webhook) return "the service no longer had the webhook";
    if (webhook.attributes["active"] === false) return "the service had disabled the webhook";
    if (webhook.attributes["url"] !== webhookUrl()) return "the webhook pointed at another address";
    return null;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not_found") return "the service no longer had the webhook";
    throw error;
  }
}
