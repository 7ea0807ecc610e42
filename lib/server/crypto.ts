import "server-only";

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { requireAuthSecret } from "@/lib/env.mjs";

// Account keys are encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from the server secret,
// so a database dump alone reveals nothing. Format: "v1.<iv>.<tag>.<ciphertext>", base64url parts.
const VERSION = "v1";
const INFO = "quayside:account-key:v1";

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "quayside", INFO, 32));
}

export function encryptSecret(plaintext: string, secret = requireAuthSecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    data.toString("base64url"),
  ].join(".");
}

export function decryptSecret(payload: string, secret = requireAuthSecret()): string {
  const [version, iv, tag, data] = payload.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Unrecognised ciphertext format");
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** What may be shown of a secret: its last four characters. */
export function maskSecret(last4: string | null): string | null {
  return last4 ? `••••••••${last4}` : null;
}
