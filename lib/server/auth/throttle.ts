import "server-only";

import { db } from "@/lib/server/db";

import { addressThrottleKey } from "./client-address";

// Sign-in attempts per email and per client address within a sliding window, counted in PostgreSQL so the
// limit holds across app instances. An attempt is counted (reserved) BEFORE its password is checked, under an
// advisory lock per key, so concurrent guesses cannot all pass the check before any of them is counted. A
// correct password forgets the email's failures and takes back its own reservation.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

export type ThrottleKeys = { email: string; ip: string | null };
export type Reservation = { emailKey: string; attemptIds: bigint[] };

type Counter = { key: string; limit: number };
type Client = Pick<typeof db, "signInAttempt">;

function emailKey(email: string): string {
  return `email:${email.toLowerCase()}`;
}

function counters({ email, ip }: ThrottleKeys): Counter[] {
  const address = ip ? addressThrottleKey(ip) : null;
  return [
    { key: emailKey(email), limit: MAX_FAILURES_PER_EMAIL },
    ...(address ? [{ key: `ip:${address}`, limit: MAX_FAILURES_PER_IP }] : []),
  ];
}

async function waitFor(client: Client, list: Counter[], now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  let wait = 0;
  for (const { key, limit } of list) {
    const recent = await client.signInAttempt.findMany({
      where: { key, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: limit,
      select: { createdAt: true },
    });
    const oldest = recent[limit - 1];
    if (oldest)
      wait = Math.max(wait, Math.ceil((oldest.createdAt.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  }
  return wait;
}

/** Seconds until another attempt is allowed, or 0 when the caller may try now. Read-only. */
export async function secondsUntilAllowed(target: ThrottleKeys, now = new Date()): Promise<number> {
  return waitFor(db, counters(target), now);
}

/**
 * Checks the limits and, when under them, counts this attempt, atomically across processes. The attempt stays
 * counted as a failure unless `releaseOnSuccess` takes it back.
 */
export async function reserveAttempt(
  target: ThrottleKeys,
  now = new Date(),
): Promise<{ reservation: Reservation } | { retryAfterSeconds: number }> {
  const list = counters(target);
  return db.$transaction(
    async (tx) => {
      // Always in the same order, so two attempts locking the same pair of keys cannot deadlock.
      for (const key of list.map((counter) => counter.key).sort()) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('quayside.sign-in-throttle'), hashtext(${key}))`;
      }
      const wait = await waitFor(tx, list, now);
      if (wait > 0) return { retryAfterSeconds: wait };
      // Rows that fell out of the window count for nothing; drop them while the keys are locked anyway.
      await tx.signInAttempt.deleteMany({
        where: {
          key: { in: list.map((counter) => counter.key) },
          createdAt: { lte: new Date(now.getTime() - THROTTLE_WINDOW_MS) },
        },
      });
      const attemptIds: bigint[] = [];
      for (const { key } of list) {
        const row = await tx.signInAttempt.create({ data: { key, createdAt: now }, select: { id: true } });
        attemptIds.push(row.id);
      }
      return { reservation: { emailKey: emailKey(target.email), attemptIds } };
    },
    // Attempts queue on the lock one short transaction at a time; a burst must wait, not fail.
    { maxWait: 15_000, timeout: 15_000 },
  );
}

/** After a correct password: the email's failures are forgotten, and this attempt does not count against the address. */
export async function releaseOnSuccess(reservation: Reservation): Promise<void> {
  await db.signInAttempt.deleteMany({
    where: { OR: [{ key: reservation.emailKey }, { id: { in: reservation.attemptIds } }] },
  });
}
