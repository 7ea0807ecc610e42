// Pure: whether an Authorization header carries the expected bearer token. Both sides are hashed to one length
// first, so the comparison takes the same time whatever the guess and however long it is.
import { createHash, timingSafeEqual } from "node:crypto";

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function bearerMatches(header: string | null, expected: string): boolean {
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) return false;
  return timingSafeEqual(digest(token), digest(expected));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}
