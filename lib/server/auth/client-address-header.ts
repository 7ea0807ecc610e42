// Pure: hands the client's address from the HTTP server (scripts/app-server.ts), which can see the socket, to
// the app's route handlers, which cannot. The server drops whatever a client sent under the header's name and
// sets its own value, signed with a key derived from AUTH_SECRET: were the app ever served without that server
// (plain `next start`), a forged header would fail the check instead of being believed.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

import { normalizeAddress, resolveClientAddress, type TrustedProxies } from "./client-address";

export const CLIENT_ADDRESS_HEADER = "x-quayside-client-address";

function signature(address: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`quayside-client-address\n${address}`).digest();
}

export function signClientAddress(address: string, secret: string): string {
  return `${address} ${signature(address, secret).toString("base64url")}`;
}

type HeaderSource = Headers | Record<string, unknown> | undefined;

function headerValue(headers: HeaderSource, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const value = headers[name];
  return typeof value === "string" ? value : null;
}

/** The client address the app server vouched for, or null when the header is missing or not genuine. */
export function readClientAddress(headers: HeaderSource, secret: string): string | null {
  const value = headerValue(headers, CLIENT_ADDRESS_HEADER);
  const [address, mac, ...rest] = value?.split(" ") ?? [];
  if (!address || !mac || rest.length > 0) return null;
  const expected = signature(address, secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return normalizeAddress(address);
}

/** Run by the app server on every request before Next.js sees it. */
export function stampClientAddress(req: IncomingMessage, trusted: TrustedProxies, secret: string): void {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trusted);
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = signClientAddress(address, secret);
}
