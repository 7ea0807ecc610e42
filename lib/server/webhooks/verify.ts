import { createHmac, timingSafeEqual } from "node:crypto";

// X-T49-Webhook-Signature: lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret; no
// prefix, no timestamp. Checked on the raw bytes before anything is parsed, in constant time. Pure.

export const SIGNATURE_HEADER = "x-t49-webhook-signature";

export function signatureOf(secret: string, rawBody: Uint8Array | string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

/** A header that could be a signature at all; anything else is refused before the body is read. */
export function isSignatureShaped(header: string | null | undefined): header is string {
  return typeof header === "string" && /^[0-9a-f]{64}$/.test(header);
}

export function verifySignature(
  secret: string,
  rawBody: Uint8Array | string,
  header: string | null | undefined,
): boolean {
  if (!isSignatureShaped(header)) return false;
  const expected = Buffer.from(signatureOf(secret, rawBody), "hex");
  const given = Buffer.from(header, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Several workspaces may register webhooks on one URL: the secret that verifies says whose delivery it is. */
export function findSigner<T extends { secret: string }>(
  candidates: readonly T[],
  rawBody: Uint8Array | string,
  header: string | null | undefined,
): T | null {
  let found: T | null = null;
  // Every candidate is checked (no early exit), so timing does not reveal which secret matched.
  for (const candidate of candidates)
    if (verifySignature(candidate.secret, rawBody, header) && !found) found = candidate;
  return found;
}
