import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";
import { recordWebhookProcessed } from "@/lib/server/observability/counters";
import { errorText } from "@/lib/server/error-text";

import { backoffDelayMs } from "@/lib/shared/backoff";
import { UpstreamError } from "../upstream/errors";

import { applyNotification } from "./apply";

// The inbox is its own queue: workers claim rows with FOR UPDATE SKIP LOCKED, so each delivery is processed
// by one worker at a time. A claim is a lease: a worker killed mid-way leaves the row to be claimed again
// after LEASE. Failures are retried with backoff; after MAX_ATTEMPTS the row is `failed`, shown to admins
// and retryable from there. Nothing is deleted.
const LEASE = "2 minutes";
export const MAX_ATTEMPTS = 8;
const CONCURRENCY = 4;

type Claimed = { id: bigint; workspace_id: string; notification_id: string; body: string; attempts: number };

export async function processInboxBatch(limit = 20): Promise<number> {
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE webhook_inbox SET status = 'processing', attempts = attempts + 1, next_attempt_at = clock_timestamp() + ${LEASE}::interval
    WHERE id IN (
      SELECT id FROM webhook_inbox
      WHERE status IN ('pending', 'processing') AND next_attempt_at <= clock_timestamp()
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, workspace_id, notification_id, body, attempts`;
  // A few at a time, not the whole batch: each apply holds a pooled connection in a transaction, and a batch
  // wider than the pool made the rest time out waiting for one (then retried: claimed twice for nothing).
  // The stale-write guard handles reordering.
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, rows.length) }, async () => {
      for (let row = rows[next++]; row; row = rows[next++]) await processOne(row);
    }),
  );
  return rows.length;
}

async function processOne(row: Claimed): Promise<void> {
  try {
    // The row id is the delivery order: the tie-break between notifications stamped with the same instant.
    const outcome = await applyNotification(row.workspace_id, row.notification_id, row.body, row.id);
    await db.webhookInbox.update({
      where: { id: row.id },
      data: { status: "processed", processedAt: new Date(), lastError: outcome.note ?? null, event: outcome.event },
    });
    recordWebhookProcessed("processed");
  } catch (error) {
    const message = error instanceof UpstreamError ? error.reason : errorText(error);
    const permanent =
      error instanceof SyntaxError ||
      (error instanceof UpstreamError && !error.transient && error.kind !== "unauthorized");
    const failed = permanent || row.attempts >= MAX_ATTEMPTS;
    const delay =
      error instanceof UpstreamError && error.retryAfter
        ? error.retryAfter * 1000
        : backoffDelayMs(row.attempts, { baseMs: 2_000, maxMs: 15 * 60_000 });
    await db.webhookInbox.update({
      where: { id: row.id },
      data: {
        status: failed ? "failed" : "pending",
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + delay),
      },
    });
    recordWebhookProcessed(failed ? "failed" : "retry");
    logger.warn("webhook delivery processing failed", {
      workspaceId: row.workspace_id,
      notificationId: row.notification_id,
      attempts: row.attempts,
      failed,
      error: message,
    });
    if (failed) await notifyLive(row.workspace_id, "webhooks");
  }
}

/** Admin "retry": failed deliveries of the workspace go back to the queue. */
export async function retryFailed(workspaceId: string, ids?: bigint[]): Promise<number> {
  const result = await db.webhookInbox.updateMany({
    where: { workspaceId, status: "failed", ...(ids ? { id: { in: ids } } : {}) },
    data: { status: "pending", attempts: 0, nextAttemptAt: new Date() },
  });
  await db.$executeRaw`SELECT pg_notify('quayside_inbox', '')`;
  return result.count;
}
