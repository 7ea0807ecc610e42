// Deliveries are signed like the service does: lowercase hex HMAC-SHA256 of the raw body, keyed with the secret.
import { createHmac, timingSafeEqual } from "node:crypto";

export function signBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

export function verifySignature(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(signBody(secret, rawBody), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
