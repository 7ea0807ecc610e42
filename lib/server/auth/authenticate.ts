import "server-only";

import { z } from "zod";

import { PERSONAL_KINDS } from "@/lib/domain/alerts/kinds";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "@/lib/server/password-hash";

import { releaseOnSuccess, reserveAttempt } from "./throttle";
import { describeWait } from "./throttle-delay";

export const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(512),
});

export type AuthenticatedUser = {
  id: string;
  email: string;
  name: string | null;
  role: "admin" | "dispatcher" | "manager";
  workspaceId: string;
};

export class SignInError extends Error {
  /** Set when the attempt was refused unchecked because this client is backing off: when to try again. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = "SignInError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const INVALID_CREDENTIALS = "The email or password is not right.";

/**
 * Checks credentials with throttling; throws SignInError with a message fit for the sign-in form. `now` is the
 * throttle's clock (tests move it instead of sleeping).
 */
export async function authenticate(input: unknown, ip: string | null, now = new Date()): Promise<AuthenticatedUser> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw new SignInError(INVALID_CREDENTIALS);
  const { email, password } = parsed.data;

  // Counted before the password is checked: concurrent guesses cannot all slip in under the limit.
  const attempt = await reserveAttempt({ email, ip }, now);
  if ("retryAfterSeconds" in attempt) {
    throw new SignInError(
      `Too many failed attempts from this address. Try again in ${describeWait(attempt.retryAfterSeconds)}.`,
      attempt.retryAfterSeconds,
    );
  }

  const user = await db.user.findUnique({ where: { email } });
  // Verify against a dummy hash for unknown emails so response time does not reveal who has an account.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok || user.disabledAt) {
    // The reservation stays: it is this failure's record.
    logger.info("sign-in failed", { email, ip });
    throw new SignInError(INVALID_CREDENTIALS);
  }

  await releaseOnSuccess(attempt.reservation);
  await db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  if (user.lastSignInAt === null) await startFromNow(user.id);
  return { id: user.id, email: user.email, name: user.name, role: user.role, workspaceId: user.workspaceId };
}

/**
 * A first sign-in starts from now: the alerts about boxes that piled up before the person ever looked (an account
 * already full of late boxes) are marked read, and the bell's summary says how many boxes are late instead. What
 * was said to them in person (a mention, an assignment) stays unread.
 */
async function startFromNow(userId: string): Promise<void> {
  await db.notification.updateMany({
    where: { userId, readAt: null, kind: { notIn: [...PERSONAL_KINDS] } },
    data: { readAt: new Date() },
  });
}
