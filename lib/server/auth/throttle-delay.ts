// Pure: how long a client waits after failed sign-ins. A wait is a short back-off that grows with the failures
// and ends by itself, never a lock: a lock on an account is a weapon (anyone who knows an email can keep its
// owner out), so waits attach to the client that failed, per account and across accounts. No "server-only",
// so the maths is unit-tested without a database.

/** Failures older than this count for nothing: a client that stopped failing for an hour starts afresh. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;

export type BackoffRule = {
  /** Failures allowed before any wait (typos should cost nothing). */
  free: number;
  /** The first wait, in seconds; each further failure doubles it. */
  firstSeconds: number;
  /** The longest wait, in seconds, however many failures. */
  capSeconds: number;
};

/** One account from one client: a few typos are free, then 1 s, 2 s, 4 s … up to 5 minutes. */
export const ACCOUNT_CLIENT_RULE: BackoffRule = { free: 5, firstSeconds: 1, capSeconds: 5 * 60 };

/**
 * One client across every account (password spraying): more room, since an office shares one address, but
 * 30 failures across accounts is a sprayer, so the first wait is 5 s (5, 10, 20 … up to 5 minutes).
 */
export const CLIENT_RULE: BackoffRule = { free: 30, firstSeconds: 5, capSeconds: 5 * 60 };

/** The back-off after `failures` failures: 0 while free, then doubling from the first wait, capped. */
export function backoffSeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.firstSeconds * 2 ** (failures - rule.free), rule.capSeconds);
}

export type FailureRecord = { count: number; latest: Date | null };

/** Whole seconds from `now` until another attempt is allowed (0: now), counted from the latest failure. */
export function secondsToWait(failures: FailureRecord, rule: BackoffRule, now: Date): number {
  const backoff = backoffSeconds(failures.count, rule);
  if (backoff === 0 || failures.latest === null) return 0;
  const remainingMs = failures.latest.getTime() + backoff * 1000 - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** "8 seconds", "1 minute", "5 minutes": a wait as the sign-in form says it (minutes rounded up). */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
