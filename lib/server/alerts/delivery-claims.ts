import "server-only";

import { db } from "@/lib/server/db";

import { groupClaimedEmails } from "./email-groups";

// Who sends which delivery. A claim marks due deliveries `sending` with a lease and a fresh lease token in one
// transaction (FOR UPDATE SKIP LOCKED), so two workers never take the same one. Only the token's holder may
// renew the lease or record the outcome (fencing): a worker whose lease lapsed and was taken over can neither
// mark the delivery sent nor keep sending it. Each target (a workspace's chat, its webhook, its email) has a
// cap on sends in flight across all workers (claims take turns under one advisory lock, so the count of sends
// in flight is always of committed claims), and targets are served in random order, so one slow receiver
// holds at most its own few slots while every other workspace's deliveries go on. Emails about one box to one
// person are grouped in the claim (email-groups.ts): one of them is sent, carrying the others.

export const LEASE_SECONDS = 60;

/** Sends in flight at once per workspace and channel, across every worker. */
export const TARGET_CAP: Readonly<Record<string, number>> = { email: 4, chat: 2, webhook: 2 };
const DEFAULT_CAP = 2;

export type Claimed = {
  id: string;
  workspace_id: string;
  notification_id: string | null;
  event_id: bigint | null;
  channel: string;
  attempts: number;
  lease_token: string;
};

type Target = { workspace_id: string; channel: string; room: number };

/**
 * Claims up to `limit` due deliveries, at most each target's free room. `aheadMs` takes those due within that
 * much time as due now: a test's "the email window has passed", without waiting for it.
 */
export async function claimDeliveries(limit: number, options: { aheadMs?: number } = {}): Promise<Claimed[]> {
  if (limit <= 0) return [];
  const ahead = Math.max(0, options.aheadMs ?? 0) / 1000;
  const channels = Object.keys(TARGET_CAP);
  const caps = channels.map((channel) => TARGET_CAP[channel] ?? DEFAULT_CAP);
  return db.$transaction(async (tx) => {
    // One claim at a time across workers: the room per target is counted from committed claims, so two workers
    // woken by the same NOTIFY cannot both see a target's room free and fill it twice over. A claim is short.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('quayside.alert-claims'))`;
    const targets = await tx.$queryRaw<Target[]>`
      WITH caps AS (SELECT * FROM unnest(${channels}::text[], ${caps}::int[]) AS c(channel, cap)),
      due AS (
        SELECT DISTINCT workspace_id, channel FROM alert_deliveries
        WHERE status IN ('pending', 'failed', 'sending') AND next_attempt_at <= now() + make_interval(secs => ${ahead})
          AND (status <> 'sending' OR locked_until < now())),
      busy AS (
        SELECT workspace_id, channel, count(*)::int AS n FROM alert_deliveries
        WHERE status = 'sending' AND locked_until >= now() GROUP BY workspace_id, channel)
      SELECT due.workspace_id::text, due.channel, (coalesce(caps.cap, ${DEFAULT_CAP}) - coalesce(busy.n, 0))::int AS room
      FROM due LEFT JOIN busy USING (workspace_id, channel) LEFT JOIN caps USING (channel)
      WHERE coalesce(caps.cap, ${DEFAULT_CAP}) > coalesce(busy.n, 0)
      ORDER BY random()
      LIMIT ${limit}`;
    if (targets.length === 0) return [];
    const picked = await tx.$queryRaw<{ id: string }[]>`
      SELECT x.id::text FROM unnest(${targets.map((t) => t.workspace_id)}::uuid[], ${targets.map((t) => t.channel)}::text[],
        ${targets.map((t) => t.room)}::int[]) AS t(workspace_id, channel, room)
      CROSS JOIN LATERAL (
        SELECT a.id FROM alert_deliveries a
        WHERE a.workspace_id = t.workspace_id AND a.channel = t.channel AND a.status IN ('pending', 'failed', 'sending')
          AND a.next_attempt_at <= now() + make_interval(secs => ${ahead}) AND (a.status <> 'sending' OR a.locked_until < now())
        ORDER BY a.next_attempt_at LIMIT t.room FOR UPDATE SKIP LOCKED) x`;
    const picks = picked.slice(0, limit).map((row) => row.id);
    if (picks.length === 0) return [];
    const ids = await groupClaimedEmails(tx, picks);
    // A delivery names its own group at its first claim: what joined it stays with it on every retry.
    return tx.$queryRaw<Claimed[]>`
      UPDATE alert_deliveries d SET status = 'sending', locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
        attempts = d.attempts + 1, lease_token = gen_random_uuid(), group_id = coalesce(d.group_id, d.id)
      WHERE d.id = ANY(${ids}::uuid[])
      RETURNING d.id::text, d.workspace_id::text, d.notification_id::text, d.event_id, d.channel, d.attempts, d.lease_token::text`;
  });
}

/** Extends the lease while a send runs; false when the claim is no longer ours (it lapsed and was taken). */
export async function renewLease(claim: Claimed): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE alert_deliveries SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id = ${claim.id}::uuid AND status = 'sending' AND lease_token = ${claim.lease_token}::uuid`;
  return renewed > 0;
}

export type Outcome =
  | { status: "sent"; responseStatus: number | null }
  | { status: "failed" | "dead"; responseStatus: number | null; error: string; nextAttemptAt: Date };

/** Records how a send ended, only while the claim is still ours; false when another worker holds it now. */
export async function finishClaim(claim: Claimed, outcome: Outcome): Promise<boolean> {
  const data =
    outcome.status === "sent"
      ? { status: "sent", sentAt: new Date(), lastError: null, responseStatus: outcome.responseStatus }
      : {
          status: outcome.status,
          lastError: outcome.error,
          responseStatus: outcome.responseStatus,
          nextAttemptAt: outcome.nextAttemptAt,
        };
  const { count } = await db.alertDelivery.updateMany({
    where: { id: claim.id, status: "sending", leaseToken: claim.lease_token },
    data: { ...data, lockedUntil: null, leaseToken: null },
  });
  return count > 0;
}
