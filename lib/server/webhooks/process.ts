import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";
import { recordWebhookProcessed } from "@/lib/server/observability/counters";
import { errorText } from "@/lib/server/error-text";

import { backoffDelayMs } from "@/lib/shared/backoff";
import { UpstreamError } from "../upstream/errors";

import { applyNotification, NeedsUpstream } from "./apply";

// The inbox is its own queue: workers claim rows with FOR UPDATE SKIP LOCKED, so each delivery is processed
// by one worker at a time. A claim is a lease: a worker killed mid-way leaves the row to be claimed again
// after LEASE. Failures are retried with backoff; after MAX_ATTEMPTS the row is `failed`, shown to admins
// and retryable from there. Nothing is deleted.
//
// Two lanes. The inbox lane applies what a delivery carries and never calls the service. A delivery that needs
// the service (a minimal payload: its reference or container must be read) becomes `follow_up` and is applied by
// the follow-up lane, whose reads wait for the background budget: one such read once held every delivery behind
// it for 45 s (a box's pickup stayed unseen while the sync's reads went first). A late read is no harm: it is
// stamped with the instant it was sent, so the stale-write guard orders it among the deliveries.
const LEASE = "2 minutes";
export const MAX_ATTEMPTS = 8;
const CONCURRENCY = 4;
const FOLLOW_UP_CONCURRENCY = 2;

type Claimed = { id: bigint; workspace_id: string; notification_id: string; body: string; attempts: number };
type Lane = "inbox" | "follow_up";

/**
 * Applies up to `limit` waiting deliveries (of every workspace, or of one) without calling the service; returns how
 * many were claimed.
 */
export async function processInboxBatch(limit = 20, workspaceId: string | null = null): Promise<number> {
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE webhook_inbox SET status = 'processing', attempts = attempts + 1, next_attempt_at = clock_timestamp() + ${LEASE}::interval
    WHERE id IN (
      SELECT id FROM webhook_inbox
      WHERE status IN ('pending', 'processing') AND next_attempt_at <= clock_timestamp()
        AND (${workspaceId}::uuid IS NULL OR workspace_id = ${workspaceId}::uuid)
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, workspace_id, notification_id, body, attempts`;
  // A few at a time, not the whole batch: each apply holds a pooled connection in a transaction, and a batch
  // wider than the pool made the rest time out waiting for one (then retried: claimed twice for nothing).
  // The stale-write guard handles reordering.
  await inLanes(rows, CONCURRENCY, (row) => processOne(row, "inbox"));
  return rows.length;
}

/** Applies up to `limit` deliveries waiting for a read from the service (of every workspace, or of one). */
export async function processFollowUps(limit = 10, workspaceId: string | null = null): Promise<number> {
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE webhook_inbox SET attempts = attempts + 1, next_attempt_at = clock_timestamp() + ${LEASE}::interval
    WHERE id IN (
      SELECT id FROM webhook_inbox
      WHERE status = 'follow_up' AND next_attempt_at <= clock_timestamp()
        AND (${workspaceId}::uuid IS NULL OR workspace_id = ${workspaceId}::uuid)
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, workspace_id, notification_id, body, attempts`;
  await inLanes(rows, FOLLOW_UP_CONCURRENCY, (row) => processOne(row, "follow_up"));
  return rows.length;
}

async function inLanes(rows: Claimed[], lanes: number, run: (row: Claimed) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, rows.length) }, async () => {
      for (let row = rows[next++]; row; row = rows[next++]) await run(row);
    }),
  );
}

async function processOne(row: Claimed, lane: Lane): Promise<void> {
  try {
    // The row id is the delivery order: the tie-break between notifications stamped with the same instant.
    const outcome = await applyNotification(row.workspace_id, row.notification_id, row.body, row.id, {
      upstream: lane === "follow_up",
    });
    await db.webhookInbox.update({
      where: { id: row.id },
      data: { status: "processed", processedAt: new Date(), lastError: outcome.note ?? null, event: outcome.event },
    });
    recordWebhookProcessed("processed");
  } catch (error) {
    if (error instanceof NeedsUpstream) {
      // Its own count of attempts starts now: those were the inbox lane's.
      await db.webhookInbox.update({
        where: { id: row.id },
        data: { status: "follow_up", attempts: 0, nextAttemptAt: new Date(), lastError: null },
      });
      return;
    }
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
        status: failed ? "failed" : lane === "follow_up" ? "follow_up" : "pending",
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
