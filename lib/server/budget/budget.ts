import "server-only";

import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { UpstreamError } from "@/lib/server/upstream/errors";

import { BUCKET_LIMITS, decide, WINDOW_MS, type BudgetBucket } from "./window";

// The shared request budget, held in PostgreSQL so every app instance and worker on one database draws from
// the same tokens. A grant is a row; an advisory lock per (account, bucket) makes check-and-take atomic
// across processes. Time is the database's clock, the one clock all processes share.

export type Priority = "interactive" | "background";

/** Budgets are per account; the key itself is never stored, only a hash of it. */
export function accountOf(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex").slice(0, 32);
}

export function limitFor(bucket: BudgetBucket): number {
  return bucket === "default" ? env.UPSTREAM_RATE_LIMIT : BUCKET_LIMITS[bucket];
}

type Row = { now: Date; paused_until: Date | null; all_ms: number[] | null; bg_ms: number[] | null };

/** One attempt to take a token: granted, or how long to wait. */
export async function tryAcquire(
  account: string,
  bucket: BudgetBucket,
  priority: Priority,
): Promise<{ granted: true } | { granted: false; waitMs: number }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`budget:${account}:${bucket}`}))`;
    const rows = await tx.$queryRaw<Row[]>`
      SELECT clock_timestamp() AS now,
        (SELECT paused_until FROM upstream_pauses WHERE account = ${account} AND bucket = ${bucket}) AS paused_until,
        (SELECT array_agg((extract(epoch FROM granted_at) * 1000)::float8) FROM upstream_grants
          WHERE account = ${account} AND bucket = ${bucket} AND granted_at > clock_timestamp() - ${`${WINDOW_MS} milliseconds`}::interval) AS all_ms,
        (SELECT array_agg((extract(epoch FROM granted_at) * 1000)::float8) FROM upstream_grants
          WHERE account = ${account} AND bucket = ${bucket} AND background AND granted_at > clock_timestamp() - ${`${WINDOW_MS} milliseconds`}::interval) AS bg_ms`;
    const row = rows[0];
    if (!row) throw new Error("budget query returned nothing");
    const decision = decide({
      limit: limitFor(bucket),
      share: env.SYNC_BUDGET_SHARE,
      background: priority === "background",
      grantsAll: row.all_ms ?? [],
      grantsBackground: row.bg_ms ?? [],
      pausedUntil: row.paused_until?.getTime() ?? null,
      now: row.now.getTime(),
    });
    if (decision.granted) {
      await tx.$executeRaw`INSERT INTO upstream_grants (account, bucket, background, granted_at) VALUES (${account}, ${bucket}, ${priority === "background"}, clock_timestamp())`;
    }
    return decision;
  });
}

/** Takes a token, waiting for one up to `maxWaitMs`; past that, a `budget` error with the wait in seconds. */
export async function acquire(
  account: string,
  bucket: BudgetBucket,
  options: { priority: Priority; maxWaitMs?: number; signal?: AbortSignal },
): Promise<void> {
  const deadline = Date.now() + (options.maxWaitMs ?? (options.priority === "background" ? 120_000 : 10_000));
  for (;;) {
    const decision = await tryAcquire(account, bucket, options.priority);
    if (decision.granted) return;
    const waitMs = Math.max(50, decision.waitMs);
    if (Date.now() + waitMs > deadline) {
      throw new UpstreamError(
        "budget",
        "The tracking service's request budget is used up for now; try again shortly.",
        null,
        [],
        Math.ceil(waitMs / 1000),
      );
    }
    await sleep(waitMs, undefined, { signal: options.signal });
  }
}

/** A 429 pauses its bucket for every process until Retry-After has passed. */
export async function pauseBucket(account: string, bucket: BudgetBucket, seconds: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO upstream_pauses (account, bucket, paused_until) VALUES (${account}, ${bucket}, clock_timestamp() + ${`${seconds} seconds`}::interval)
    ON CONFLICT (account, bucket) DO UPDATE SET paused_until = GREATEST(upstream_pauses.paused_until, excluded.paused_until)`;
}

/** Grants older than the window are history; the sweep job drops them. */
export async function pruneGrants(): Promise<number> {
  return db.$executeRaw`DELETE FROM upstream_grants WHERE granted_at < clock_timestamp() - interval '10 minutes'`;
}
