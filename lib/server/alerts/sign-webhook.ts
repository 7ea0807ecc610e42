// Pure: the outbound webhook signature. `X-Quayside-Signature: sha256=<hex>` is the HMAC-SHA256, under the
// workspace's signing secret, of `<X-Quayside-Timestamp>.<raw body>`; receivers recompute it on the raw body,
// compare in constant time, and refuse old timestamps to stop replays.
import { createHmac, timingSafeEqual } from "node:crypto";

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
