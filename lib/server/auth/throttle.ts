import "server-only";

import { db } from "@/lib/server/db";

import { addressThrottleKey } from "./client-address";
import { ACCOUNT_CLIENT_RULE, CLIENT_RULE, FAILURE_MEMORY_MS, secondsToWait, type BackoffRule } from "./throttle-delay";

// Failed sign-ins per (email, client address) and per client address, counted in PostgreSQL so the back-off
// holds across app instances. Nothing is counted per email alone: failures from one address must never slow
// the account's owner at another (that per-email lock let anyone keep a user out). An attempt is counted
// (reserved) BEFORE its password is checked, under an advisory lock per key, so concurrent guesses cannot all
// pass the check before any of them is counted. A correct password forgets that (email, client)'s failures and
// takes back its own reservation.

export type ThrottleKeys = { email: string; ip: string | null };
export type Reservation = { accountClientKey: string; attemptIds: bigint[] };

type Counter = { key: string; rule: BackoffRule };
type Client = Pick<typeof db, "signInAttempt">;

function counters({ email, ip }: ThrottleKeys): { accountClientKey: string; list: Counter[] } {
  const address = ip ? addressThrottleKey(ip) : null;
  // Without an address (the app run without its server, see README) every client shares "unknown".
  const accountClientKey = `email:${email.toLowerCase()}|ip:${address ?? "unknown"}`;
  const list = [{ key: accountClientKey, rule: ACCOUNT_CLIENT_RULE }];
  if (address) list.push({ key: `ip:${address}`, rule: CLIENT_RULE });
  return { accountClientKey, list };
}

async function waitFor(client: Client, list: Counter[], now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_MEMORY_MS);
  let wait = 0;
  for (const { key, rule } of list) {
    const failures = await client.signInAttempt.aggregate({
      where: { key, createdAt: { gt: since } },
      _count: { _all: true },
      _max: { createdAt: true },
    });
    wait = Math.max(wait, secondsToWait({ count: failures._count._all, latest: failures._max.createdAt }, rule, now));
  }
  return wait;
}

/** Seconds until this email may be tried again from this client, or 0 when it may be tried now. Read-only. */
export async function secondsUntilAllowed(target: ThrottleKeys, now = new Date()): Promise<number> {
  return waitFor(db, counters(target).list, now);
}

/**
 * Checks the back-offs and, when none is running, counts this attempt, atomically across processes. The
 * attempt stays counted as a failure unless `releaseOnSuccess` takes it back. A refused attempt is not
 * counted: it checked no password, and counting it would let a flood stretch the wait without end.
 */
export async function reserveAttempt(
  target: ThrottleKeys,
  now = new Date(),
): Promise<{ reservation: Reservation } | { retryAfterSeconds: number }> {
  const { accountClientKey, list } = counters(target);
  return db.$transaction(
    async (tx) => {
      // Always in the same order, so two attempts locking the same pair of keys cannot deadlock.
      for (const key of list.map((counter) => counter.key).sort()) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('quayside.sign-in-throttle'), hashtext(${key}))`;
      }
      const wait = await waitFor(tx, list, now);
      if (wait > 0) return { retryAfterSeconds: wait };
      // Rows that fell out of memory count for nothing; drop them while the keys are locked anyway.
      await tx.signInAttempt.deleteMany({
        where: {
          key: { in: list.map((counter) => counter.key) },
          createdAt: { lte: new Date(now.getTime() - FAILURE_MEMORY_MS) },
        },
      });
      const attemptIds: bigint[] = [];
      for (const { key } of list) {
        const row = await tx.signInAttempt.create({ data: { key, createdAt: now }, select: { id: true } });
        attemptIds.push(row.id);
      }
      return { reservation: { accountClientKey, attemptIds } };
    },
    // Attempts queue on the lock one short transaction at a time; a burst must wait, not fail.
    { maxWait: 15_000, timeout: 15_000 },
  );
}

/**
 * After a correct password: this client's failures for the account are forgotten, and this attempt does not
 * count against the address. Failures from other addresses stay: the owner signing in must not wipe an
 * attacker's back-off.
 */
export async function releaseOnSuccess(reservation: Reservation): Promise<void> {
  await db.signInAttempt.deleteMany({
    where: { OR: [{ key: reservation.accountClientKey }, { id: { in: reservation.attemptIds } }] },
  });
}
