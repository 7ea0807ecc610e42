import "server-only";

import { describeEvent } from "@/lib/domain/alerts/describe";
import { digestSchema } from "@/lib/domain/alerts/digest-content";
import { isAlertKind } from "@/lib/domain/alerts/kinds";
import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { workspaceMode } from "@/lib/server/settings";
import { errorText } from "@/lib/server/error-text";

import { postJson } from "./http-post";
import { sendEmail } from "./mailer";
import { renderAlertEmail, renderDigestEmail, type EmailLinks } from "./render-email";
import { isRetryableStatus, MAX_ATTEMPTS, retryDelayMs } from "./retry-policy";
import { signWebhook } from "./sign-webhook";
import { teamTargets } from "./team-channels";
import { unsubscribeUrl } from "./unsubscribe-token";
import { checkWebhookTarget, targetHint } from "./webhook-target";

// Sends what fan-out queued. A worker claims due deliveries with FOR UPDATE SKIP LOCKED and marks them
// `sending` with a short lease in the same statement, so two workers never take the same one; a worker that
// dies mid-send leaves a lease that lapses, and the delivery is taken again. The receiver can tell a resend:
// email keeps its Message-ID, webhooks their X-Quayside-Delivery id.

const BATCH = 40;
const LEASE_SECONDS = 60;

type Claimed = {
  id: string;
  workspace_id: string;
  notification_id: string | null;
  event_id: bigint | null;
  channel: string;
  attempts: number;
};

async function claim(limit: number): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE alert_deliveries d SET status = 'sending', locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = d.attempts + 1
    WHERE d.id IN (
      SELECT id FROM alert_deliveries
      WHERE status IN ('pending', 'failed', 'sending') AND next_attempt_at <= now() AND (status <> 'sending' OR locked_until < now())
      ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING d.id::text, d.workspace_id::text, d.notification_id::text, d.event_id, d.channel, d.attempts`;
}

class PermanentFailure extends Error {}

const appUrl = (): string => env.APP_URL.replace(/\/$/, "");

async function sendNotificationEmail(delivery: Claimed): Promise<{ status: number | null; note: string }> {
  const notification = await db.notification.findUnique({
    where: { id: delivery.notification_id ?? "" },
    select: {
      userId: true,
      kind: true,
      title: true,
      body: true,
      data: true,
      containerId: true,
      event: { select: { containerNumber: true } },
      user: { select: { email: true, disabledAt: true, alertPreference: { select: { emailEnabled: true } } } },
    },
  });
  if (!notification) throw new PermanentFailure("the notification no longer exists");
  if (notification.user.disabledAt || notification.user.alertPreference?.emailEnabled === false)
    throw new PermanentFailure("email is off for this person (unsubscribed or disabled)");
  const number = notification.event?.containerNumber ?? null;
  const links: EmailLinks = {
    app: appUrl(),
    open: notification.containerId
      ? `${appUrl()}/board?${number ? `q=${encodeURIComponent(number)}&` : ""}open=${notification.containerId}`
      : null,
    unsubscribe: unsubscribeUrl(notification.userId),
    settings: `${appUrl()}/notifications/settings`,
  };
  let rendered = renderAlertEmail({ title: notification.title, body: notification.body, number }, links);
  if (notification.kind === "digest") {
    const digest = digestSchema.safeParse(notification.data);
    if (!digest.success) throw new PermanentFailure("the stored digest cannot be read");
    rendered = renderDigestEmail(digest.data, links);
  }
  const response = await sendEmail({
    ...rendered,
    to: notification.user.email,
    deliveryId: delivery.id,
    unsubscribeUrl: links.unsubscribe,
  });
  return { status: null, note: response };
}

async function sendTeam(delivery: Claimed): Promise<{ status: number | null; note: string }> {
  const event = await db.alertEvent.findUnique({ where: { id: delivery.event_id ?? BigInt(0) } });
  if (!event || !isAlertKind(event.kind)) throw new PermanentFailure("the event no longer exists");
  const targets = await teamTargets(delivery.workspace_id);
  const raw = delivery.channel === "chat" ? targets.chatUrl : targets.hookUrl;
  if (!raw) throw new PermanentFailure(`no ${delivery.channel} target is configured any more`);
  const target = await checkWebhookTarget(raw, await workspaceMode(delivery.workspace_id)).catch((error: unknown) => {
    throw new PermanentFailure(errorText(error));
  });
  const data = (event.data ?? {}) as Record<string, unknown>;
  const text = describeEvent(event.kind, event.containerNumber, data);
  const open = event.containerId
    ? `${appUrl()}/board?${event.containerNumber ? `q=${encodeURIComponent(event.containerNumber)}&` : ""}open=${event.containerId}`
    : null;
  let body: string;
  let headers: Record<string, string> = {};
  if (delivery.channel === "chat") {
    // `text` is what Slack and Teams incoming webhooks both accept.
    body = JSON.stringify({ text: `${text.title}\n${text.body}${open ? `\n${open}` : ""}` });
  } else {
    if (!targets.hookSecret) throw new PermanentFailure("the webhook has no signing secret");
    body = JSON.stringify({
      id: event.id.toString(),
      type: event.kind,
      occurredAt: event.occurredAt.toISOString(),
      workspaceId: event.workspaceId,
      container: event.containerId ? { id: event.containerId, number: event.containerNumber, url: open } : null,
      title: text.title,
      body: text.body,
      data,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    headers = {
      "X-Quayside-Event": event.kind,
      "X-Quayside-Delivery": delivery.id,
      "X-Quayside-Timestamp": timestamp,
      "X-Quayside-Signature": signWebhook(targets.hookSecret, timestamp, body),
    };
  }
  const result = await postJson(target, body, headers);
  if (result.status >= 200 && result.status < 300)
    return { status: result.status, note: `${targetHint(raw)} answered ${result.status}` };
  const message = `${targetHint(raw)} answered ${result.status}${result.body ? `: ${result.body.slice(0, 200)}` : ""}`;
  if (isRetryableStatus(result.status)) throw Object.assign(new Error(message), { status: result.status });
  throw Object.assign(new PermanentFailure(message), { status: result.status });
}

async function deliverOne(delivery: Claimed): Promise<boolean> {
  try {
    const result = delivery.channel === "email" ? await sendNotificationEmail(delivery) : await sendTeam(delivery);
    await db.alertDelivery.updateMany({
      where: { id: delivery.id, status: "sending" },
      data: { status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null, responseStatus: result.status },
    });
    return true;
  } catch (error) {
    const message = errorText(error).slice(0, 500);
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : null;
    const dead = error instanceof PermanentFailure || delivery.attempts >= MAX_ATTEMPTS;
    await db.alertDelivery.updateMany({
      where: { id: delivery.id, status: "sending" },
      data: {
        status: dead ? "dead" : "failed",
        lockedUntil: null,
        lastError: message,
        responseStatus: status,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(delivery.attempts)),
      },
    });
    logger.warn("alert delivery failed", {
      deliveryId: delivery.id,
      channel: delivery.channel,
      attempt: delivery.attempts,
      dead,
      error: message,
    });
    return false;
  }
}

/** Sends due deliveries until none is left; returns how many were sent and failed. */
export async function deliverDue(options: { maxBatches?: number } = {}): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 50); batch += 1) {
    const claimed = await claim(BATCH);
    if (claimed.length === 0) break;
    const results = await Promise.all(claimed.map(deliverOne));
    for (const ok of results) total[ok ? "sent" : "failed"] += 1;
  }
  return total;
}
