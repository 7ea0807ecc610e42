import "server-only";

import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";

import { AppError } from "@/lib/shared/app-error";

import { isPublicAddress, literalAddress } from "./public-address";

/** Where a fetch of a URL chosen by someone else may go. */
export type FetchPolicy = {
  /**
   * Origins trusted as they are (http and private addresses included): in simulated mode, the simulator's own.
   * Everything else must be https on global unicast addresses.
   */
  trustedOrigins: readonly string[];
};

/** A checked target: the addresses to connect to (null for a trusted origin, which resolves as usual). */
export type FetchTarget = { url: URL; addresses: LookupAddress[] | null };

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export class UnsafeTargetError extends AppError {
  constructor(reason: string) {
    super(
      "upstream_unavailable",
      `The tracking service handed over a file address Quayside will not fetch (${reason}), so nothing was downloaded. Try again later.`,
    );
  }
}

/**
 * Checks a URL before anything is sent to it: the scheme, then every address its host name resolves to. The
 * caller connects to exactly these addresses, so a second, different DNS answer (rebinding) cannot move it.
 */
export async function checkFetchTarget(
  raw: string | URL,
  policy: FetchPolicy,
  resolve: Resolver = systemResolver,
): Promise<FetchTarget> {
  const url = new URL(raw);
  if (policy.trustedOrigins.includes(url.origin)) return { url, addresses: null };
  if (url.protocol !== "https:") throw new UnsafeTargetError("not https");
  if (url.username || url.password) throw new UnsafeTargetError("credentials in the address");
  const literal = literalAddress(url.hostname);
  const addresses = literal
    ? [{ address: literal, family: literal.includes(":") ? 6 : 4 }]
    : await resolve(url.hostname).catch(() => []);
  if (addresses.length === 0)
    throw new AppError(
      "upstream_unavailable",
      "The file store could not be found (its host name does not resolve). Try again in a moment.",
    );
  if (!addresses.every((entry) => isPublicAddress(entry.address)))
    throw new UnsafeTargetError("a private, loopback or reserved network address");
  return { url, addresses };
}
