import "server-only";

import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";

import { isLoopbackAddress, isPublicAddress, literalAddress } from "./public-address";

// The one check of an address someone else chose (the account's base URL, a chat or outbound webhook, a file URL
// the tracking service hands over) before anything is sent to it: the scheme, then every address its host
// resolves to. The caller connects to exactly the addresses checked (pinnedLookup), so a second, different DNS
// answer (rebinding) cannot move the connection. Each caller words its own refusal from the problem returned.

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type TargetRules = {
  /** Origins taken as they are (http and loopback included, resolved as usual): in simulated mode, the simulator's. */
  trustedOrigins?: readonly string[];
  /** http: as well as https: (simulated mode's receivers). */
  allowHttp?: boolean;
  /** Loopback as well as public addresses (demo mode's receivers on this machine); never private or link-local. */
  allowLoopback?: boolean;
  /** Never a target, whatever the rules above: the simulator's unauthenticated control API. */
  forbiddenOrigins?: readonly string[];
  /** Loopback ports never allowed (the same control API under another spelling of this machine). */
  forbiddenLoopbackPorts?: readonly number[];
};

/**
 * A checked target: the addresses to connect to (null for a trusted origin), and whether it is internal (this
 * machine or a trusted origin), whose answers must never be shown to the person who chose the URL.
 */
export type CheckedTarget = { url: URL; addresses: LookupAddress[] | null; internal: boolean };

export type TargetProblem = "invalid" | "scheme" | "credentials" | "unresolved" | "address" | "forbidden";

export type TargetCheck = { ok: true; target: CheckedTarget } | { ok: false; problem: TargetProblem; host: string };

export async function checkTarget(
  raw: string | URL,
  rules: TargetRules,
  resolve: Resolver = systemResolver,
): Promise<TargetCheck> {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url) return { ok: false, problem: "invalid", host: "" };
  const refuse = (problem: TargetProblem): TargetCheck => ({ ok: false, problem, host: url.hostname });
  if (rules.forbiddenOrigins?.includes(url.origin)) return refuse("forbidden");
  if (rules.trustedOrigins?.includes(url.origin)) return { ok: true, target: { url, addresses: null, internal: true } };
  if (url.protocol !== "https:" && !(rules.allowHttp && url.protocol === "http:")) return refuse("scheme");
  if (url.username || url.password) return refuse("credentials");
  // The WHATWG parser has already turned 127.1, 0x7f000001 and 2130706433 into 127.0.0.1; a name (localhost,
  // a trailing-dot name) is resolved and judged by every address it has.
  // localhost names are this machine by definition (RFC 6761), whatever a resolver says of them.
  if (!rules.allowLoopback && /(^|\.)localhost\.?$/i.test(url.hostname)) return refuse("address");
  const literal = literalAddress(url.hostname);
  const addresses: LookupAddress[] = literal
    ? [{ address: literal, family: literal.includes(":") ? 6 : 4 }]
    : await resolve(url.hostname).catch(() => []);
  if (addresses.length === 0) return refuse("unresolved");
  const allowed = (address: string) =>
    isPublicAddress(address) || (rules.allowLoopback === true && isLoopbackAddress(address));
  if (!addresses.every((entry) => allowed(entry.address))) return refuse("address");
  const internal = addresses.some((entry) => isLoopbackAddress(entry.address));
  if (internal && rules.forbiddenLoopbackPorts?.includes(portOf(url))) return refuse("forbidden");
  return { ok: true, target: { url, addresses, internal } };
}

export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/** Hands the socket the addresses that were checked, whatever DNS would answer now and whatever host is asked. */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return callback(null, [...addresses]);
    const chosen = addresses.find((entry) => !options.family || entry.family === options.family) ?? addresses[0];
    if (!chosen) return callback(new Error("no checked address"), "", undefined);
    callback(null, chosen.address, chosen.family);
  };
}
