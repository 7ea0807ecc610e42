import "server-only";

import { describeEvent } from "@/lib/shared/alerts/describe";
import { digestSchema } from "@/lib/domain/alerts/digest-content";
import { isAlertKind, isPerBoxKind } from "@/lib/domain/alerts/kinds";
import { boxBoardPath } from "@/lib/shared/alerts/box-email";
import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { recordAlertDelivery } from "@/lib/server/observability/counters";
import { workspaceMode } from "@/lib/server/settings";
import { errorText } from "@/lib/server/error-text";

import { boxEmailOf } from "./box-email-data";
import { claimDeliveries, finishClaim, LEASE_SECONDS, renewLease, type Claimed } from "./delivery-claims";
import { LEASE_LOST, postJson } from "./http-post";
import { sendEmail } from "./mailer";
import { renderDigestEmail } from "./render-digest-email";
import { renderAlertEmail, renderBoxEmail, type EmailLinks } from "./render-email";
import { isRetryableStatus, MAX_ATTEMPTS, retryDelayMs } from "./retry-policy";
import { signWebhook } from "./sign-webhook";
import { teamTargets } from "./team-channels";
import { unsubscribeUrl } from "./unsubscribe-token";
import { checkWebhookTarget, targetHint } from "./webhook-target";

// Sends what fan-out queued, one claimed delivery at a time (claims, leases and fencing: delivery-claims.ts).
// Every send has a whole deadline (http-post.ts for chat and webhooks, EMAIL_DEADLINE_MS for email) well inside
// its lease, and renews the lease while it runs; if the claim is lost anyway the send is stopped. A resend is
// recognisable: email keeps its Message-ID, chat and webhooks carry the delivery id as Idempotency-Key (and
// webhooks as X-Quayside-Delivery).

const RENEW_MS = (LEASE_SECONDS * 1000) / 3;
const EMAIL_DEADLINE_MS = 30_000;

class PermanentFailure extends Error {}

const appUrl = (): string => env.APP_URL.replace(/\/$/, "");

function withDeadline<T>(work: Promise<T>, ms: number, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new Error(LEASE_LOST));
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    signal.addEventListener("abort", () => reject(new Error(LEASE_LOST)), { once: true });
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function sendNotificationEmail(
  delivery: Claimed,
  signal: AbortSignal,
): Promise<{ status: number | null; note: string }> {
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
      ? `${appUrl()}${boxBoardPath({ id: notification.containerId, number: number ?? "" })}`
      : null,
    unsubscribe: unsubscribeUrl(notification.userId),
    settings: `${appUrl()}/notifications/settings`,
  };
  let rendered = renderAlertEmail({ title: notification.title, body: notification.body, number }, links);
  // A box's alert goes as the box's email, with whatever else about the box joined it (email-groups.ts).
  const box =
    notification.containerId && isPerBoxKind(notification.kind)
      ? await boxEmailOf(delivery.id, delivery.workspace_id, notification.containerId)
      : null;
  if (box) rendered = renderBoxEmail(box, { ...links, open: `${appUrl()}${box.boxPath}` });
  if (notification.kind === "digest") {
    const digest = digestSchema.safeParse(notification.data);
    if (!digest.success) throw new PermanentFailure("the stored digest cannot be read");
    rendered = renderDigestEmail(digest.data, links);
  }
  const response = await withDeadline(
    sendEmail({ ...rendered, to: notification.user.email, deliveryId: delivery.id, unsubscribeUrl: links.unsubscribe }),
    EMAIL_DEADLINE_MS,
    signal,
  );
  return { status: null, note: response };
}

async function sendTeam(delivery: Claimed, signal: AbortSignal): Promise<{ status: number | null; note: string }> {
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
    ? `${appUrl()}${boxBoardPath({ id: event.containerId, number: event.containerNumber ?? "" })}`
    : null;
  let body: string;
  let headers: Record<string, string> = { "Idempotency-Key": delivery.id };
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
      ...headers,
      "X-Quayside-Event": event.kind,
      "X-Quayside-Delivery": delivery.id,
      "X-Quayside-Timestamp": timestamp,
      "X-Quayside-Signature": signWebhook(targets.hookSecret, timestamp, body),
    };
  }
  const result = await postJson(target, body, headers, { signal });
  if (result.status >= 200 && result.status < 300)
    return { status: result.status, note: `${targetHint(raw)} answered ${result.status}` };
  const message = `${targetHint(raw)} answered ${result.status}${result.body ? `: ${result.body.slice(0, 200)}` : ""}`;
  if (isRetryableStatus(result.status)) throw Object.assign(new Error(message), { status: result.status });
  throw Object.assign(new PermanentFailure(message), { status: result.status });
}

/**
 * Records a send that happened. Apart from the send's own errors: a database blip here must not turn a
 * delivered message into a failed one to be sent again, so it is tried again; if it still cannot be recorded,
 * the lease lapses and the delivery is retried (the receiver knows it by its id).
 */
async function recordSent(delivery: Claimed, responseStatus: number | null): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await finishClaim(delivery, { status: "sent", responseStatus })))
        logger.warn("alert delivery sent after its claim was taken over", { deliveryId: delivery.id });
      return;
    } catch (error) {
      if (attempt >= 3) {
        logger.warn("a sent alert delivery could not be recorded", {
          deliveryId: delivery.id,
          error: errorText(error),
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Sends one claimed delivery and records the outcome; true when it was sent. */
export async function deliverClaimed(delivery: Claimed): Promise<boolean> {
  const lost = new AbortController();
  const renewing = setInterval(() => {
    void renewLease(delivery)
      .then((ours) => {
        if (!ours) lost.abort();
      })
      .catch(() => undefined);
  }, RENEW_MS);
  try {
    const result =
      delivery.channel === "email"
        ? await sendNotificationEmail(delivery, lost.signal)
        : await sendTeam(delivery, lost.signal);
    clearInterval(renewing);
    await recordSent(delivery, result.status);
    recordAlertDelivery(delivery.channel, "sent");
    return true;
  } catch (error) {
    clearInterval(renewing);
    const message = errorText(error).slice(0, 500);
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : null;
    const dead = error instanceof PermanentFailure || delivery.attempts >= MAX_ATTEMPTS;
    await finishClaim(delivery, {
      status: dead ? "dead" : "failed",
      responseStatus: status,
      error: message,
      nextAttemptAt: new Date(Date.now() + retryDelayMs(delivery.attempts)),
    });
    recordAlertDelivery(delivery.channel, dead ? "dead" : "failed");
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

/**
 * Sends due deliveries, a round of claims at a time, until none is due; returns how many were sent and failed.
 * Tests and one-off runs use it (`aheadMs`: as if that much time had passed, e.g. the email window); workers run
 * the continuous pool (delivery-pool.ts).
 */
export async function deliverDue(
  options: { maxRounds?: number; aheadMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (let round = 0; round < (options.maxRounds ?? 200); round += 1) {
    const claimed = await claimDeliveries(40, options.aheadMs === undefined ? {} : { aheadMs: options.aheadMs });
    if (claimed.length === 0) break;
    const results = await Promise.all(claimed.map(deliverClaimed));
    for (const ok of results) total[ok ? "sent" : "failed"] += 1;
  }
  return total;
}
