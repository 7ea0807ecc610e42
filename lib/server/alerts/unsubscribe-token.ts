import "server-only";

import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

import { env, requireAuthSecret } from "@/lib/env.mjs";

// The signed one-click unsubscribe link of every alert email: the user id and when the link was made, with an
// HMAC-SHA256 over both and the link's one purpose under a key derived (HKDF) from AUTH_SECRET, so the link
// works without signing in and cannot be made for someone else. It only turns alert email off, and only for
// UNSUBSCRIBE_LINK_DAYS. The issue time also ends it once used: unsubscribing, or turning email on again,
// records when (alert_preferences.email_changed_at), and a link made before that does nothing
// (preferences.ts: unsubscribeByLink).

/** Names what the token is for, inside the signature: a token for anything else never verifies as this one. */
const PURPOSE = "unsubscribe-alert-email";
const VERSION = "v2";
const INFO = `quayside:${PURPOSE}:${VERSION}`;

/** A link in an email this old no longer works; Notifications in the app always does. */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000;
/** Another app instance's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type UnsubscribeClaims = { userId: string; issuedAt: Date };

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", requireAuthSecret(), "quayside", INFO, 32));
}

function sign(userId: string, issuedAtMs: number): string {
  return createHmac("sha256", key()).update(`${PURPOSE}:${VERSION}:${userId}:${issuedAtMs}`).digest("base64url");
}

export function unsubscribeToken(userId: string, now = new Date()): string {
  const issuedAtMs = now.getTime();
  return `${VERSION}.${Buffer.from(userId).toString("base64url")}.${issuedAtMs.toString(36)}.${sign(userId, issuedAtMs)}`;
}

/**
 * Who a token was made for and when, or null when it was not made here for this purpose, or has expired.
 * Whether it was used since is the database's to say (preferences.ts).
 */
export function verifyUnsubscribeToken(token: string, now = new Date()): UnsubscribeClaims | null {
  const [version, encoded, issued, signature, ...rest] = token.split(".");
  if (version !== VERSION || !encoded || !issued || !signature || rest.length > 0) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !/^[0-9a-z]{1,11}$/.test(issued)) return null;
  const issuedAtMs = parseInt(issued, 36);
  const expected = Buffer.from(sign(userId, issuedAtMs));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now.getTime() - issuedAtMs;
  if (age > LIFETIME_MS || age < -CLOCK_SKEW_MS) return null;
  return { userId, issuedAt: new Date(issuedAtMs) };
}

export function unsubscribeUrl(userId: string, now = new Date()): string {
  return `${env.APP_URL.replace(/\/$/, "")}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, now))}`;
}
