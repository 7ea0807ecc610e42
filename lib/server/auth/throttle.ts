import "server-only";

import { db } from "@/lib/server/db";

// Failed sign-ins per email and per client address within a sliding window, counted in PostgreSQL so the
// limit holds across app instances. A success clears the email's counter.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

export type ThrottleKeys = { email: string; ip: string | null };

function keys({ email, ip }: ThrottleKeys): string[] {
  return [`email:${email.toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];
}

/** Seconds until another attempt is allowed, or 0 when the caller may try now. */
export async function secondsUntilAllowed(target: ThrottleKeys, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [emailKey, ipKey] = keys(target);
  const checks: Array<[string | undefined, number]> = [
    [emailKey, MAX_FAILURES_PER_EMAIL],
    [ipKey, MAX_FAILURES_PER_IP],
  ];
  let wait = 0;
  for (const [key, limit] of checks) {
    if (!key) continue;
    const recent = await db.signInAttempt.findMany({
      where: { key, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: limit,
      select: { createdAt: true },
    });
    const oldest = recent[limit - 1];
    if (oldest) wait = Math.max(wait, Math.ceil((oldest.createdAt.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(target: ThrottleKeys): Promise<void> {
  await db.signInAttempt.createMany({ data: keys(target).map((key) => ({ key })) });
}

export async function clearFailures(email: string): Promise<void> {
  await db.signInAttempt.deleteMany({ where: { key: `email:${email.toLowerCase()}` } });
}
