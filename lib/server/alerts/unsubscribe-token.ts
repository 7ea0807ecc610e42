import "server-only";

import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

import { env, requireAuthSecret } from "@/lib/env.mjs";

// The signed one-click unsubscribe link of every alert email: the user id and an HMAC-SHA256 over it under a
// key derived (HKDF) from AUTH_SECRET, so the link works without signing in and cannot be made for someone
// else. It only turns email off; nothing else can be done with it.

const INFO = "quayside:unsubscribe:v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", requireAuthSecret(), "quayside", INFO, 32));
}

function sign(userId: string): string {
  return createHmac("sha256", key()).update(`unsubscribe:${userId}`).digest("base64url");
}

export function unsubscribeToken(userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${sign(userId)}`;
}

/** The user id a token was made for, or null when it was not made here. */
export function verifyUnsubscribeToken(token: string): string | null {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const expected = Buffer.from(sign(userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export function unsubscribeUrl(userId: string): string {
  return `${env.APP_URL.replace(/\/$/, "")}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}
