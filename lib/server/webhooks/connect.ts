import "server-only";

import { env } from "@/lib/env.mjs";
import { encryptSecret } from "@/lib/server/crypto";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { accountOf } from "@/lib/server/budget/budget";
import type { LiveUpdatesStatus } from "@/lib/shared/settings-api";

import { asArray } from "../upstream/json-api";
import { upstreamFor } from "../sync/upstream";
import { UpstreamError } from "../upstream/errors";
import { str } from "../cache/normalize";

import { WEBHOOK_EVENTS } from "./event-names";
import { forgetSecrets } from "./inbox";

export function webhookUrl(): string {
  return `${env.APP_URL.replace(/\/+$/, "")}/api/webhooks/terminal49`;
}

/**
 * "Connect live updates": registers the app's webhook URL with the service (or keeps the existing
 * registration when it is still there, active, for this URL and account) and stores the secret encrypted.
 */
export async function connectLiveUpdates(workspaceId: string): Promise<LiveUpdatesStatus> {
  // Several workers start at once and each connects a simulated workspace: without this lock both register a
  // webhook, only one secret is kept, and every event is delivered twice (once unverifiable).
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('quayside.connect-live-updates'), hashtext(${workspaceId}))`;
      return connectLocked(workspaceId);
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
}

async function connectLocked(workspaceId: string): Promise<LiveUpdatesStatus> {
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const account = accountOf(target.apiKey);
  const url = webhookUrl();
  const current = await db.workspaceSync.findUnique({ where: { workspaceId } });
  if (
    current?.webhookUpstreamId &&
    current.webhookSecretCiphertext &&
    current.webhookUrl === url &&
    current.webhookAccount === account
  ) {
    try {
      const existing = asArray((await client.get(`webhooks/${encodeURIComponent(current.webhookUpstreamId)}`)).data)[0];
      if (existing && existing.attributes["active"] !== false && existing.attributes["url"] === url)
        return status(current);
    } catch (error) {
      if (!(error instanceof UpstreamError && error.kind === "not_found")) throw error;
    }
  }
  const created = await client.post("webhooks", {
    data: { type: "webhook", attributes: { url, active: true, events: WEBHOOK_EVENTS } },
  });
  const webhook = asArray(created.data)[0];
  const secret = webhook ? str(webhook.attributes["secret"]) : null;
  if (!webhook || !secret)
    throw new UpstreamError("bad_response", "The tracking service did not return a webhook secret.");
  if (current?.webhookUpstreamId && current.webhookAccount === account) {
    await client.delete(`webhooks/${encodeURIComponent(current.webhookUpstreamId)}`).catch(() => undefined);
  }
  const data = {
    webhookUpstreamId: webhook.id,
    webhookUrl: url,
    webhookSecretCiphertext: encryptSecret(secret),
    webhookConnectedAt: new Date(),
    webhookAccount: account,
  };
  const row = await db.workspaceSync.upsert({ where: { workspaceId }, create: { workspaceId, ...data }, update: data });
  forgetSecrets();
  logger.info("live updates connected", { workspaceId, url, mode: target.mode });
  return status(row);
}

type StatusRow = {
  webhookUpstreamId: string | null;
  webhookUrl: string | null;
  webhookConnectedAt: Date | null;
  webhookCheckedAt: Date | null;
  webhookReregisteredAt: Date | null;
  webhookReregisterReason: string | null;
};

function status(row: StatusRow): LiveUpdatesStatus {
  return {
    connected: Boolean(row.webhookUpstreamId),
    url: row.webhookUrl,
    connectedAt: row.webhookConnectedAt?.toISOString() ?? null,
    checkedAt: row.webhookCheckedAt?.toISOString() ?? null,
    reregisteredAt: row.webhookReregisteredAt?.toISOString() ?? null,
    reregisterReason: row.webhookReregisterReason,
  };
}

export async function liveUpdatesStatus(workspaceId: string): Promise<LiveUpdatesStatus> {
  const row = await db.workspaceSync.findUnique({ where: { workspaceId } });
  return row
    ? status(row)
    : { connected: false, url: null, connectedAt: null, checkedAt: null, reregisteredAt: null, reregisterReason: null };
}
