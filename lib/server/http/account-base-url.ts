import "server-only";

import type { LookupAddress } from "node:dns";
import { Agent } from "node:https";

import { UpstreamError } from "@/lib/server/upstream/errors";

import { fetchThrough } from "./pinned-fetch";
import { checkTarget, pinnedLookup, systemResolver, type Resolver, type TargetProblem } from "./target-check";

// The account key goes only to a base URL whose host is public, by the one target check (target-check.ts): when
// an admin saves it (lib/server/settings.ts), and again, at most a minute old, in the fetch every live upstream
// call goes through, which connects only to the addresses checked. A name that later resolves somewhere private
// (rebinding, a hijacked record) is refused at the next check instead of receiving the key.

const RECHECK_MS = 60_000;
/** Idle kept-alive sockets close after this, so an agent replaced by a newer check does not linger. */
const IDLE_SOCKET_MS = 15_000;

export type PinnedOptions = { resolve?: Resolver; now?: () => number };

function problemText(problem: TargetProblem, host: string): string {
  if (problem === "unresolved") return `The base URL's host ${host} does not resolve. Check the address.`;
  if (problem === "address" || problem === "forbidden")
    return `The base URL's host ${host} is a private, loopback or reserved address; Quayside sends the account key only to public addresses.`;
  return "The account key is only sent to an https:// base URL.";
}

/**
 * Why the account key may not be sent to this base URL, or null. A host that does not resolve is refused unless
 * `allowUnresolved` (saving: the per-call check still stands between it and the key).
 */
export async function baseUrlAddressProblem(
  baseUrl: string,
  resolve: Resolver = systemResolver,
  options: { allowUnresolved?: boolean } = {},
): Promise<string | null> {
  const checked = await checkTarget(baseUrl, {}, resolve);
  if (checked.ok || (options.allowUnresolved && checked.problem === "unresolved")) return null;
  return problemText(checked.problem, checked.host);
}

type Pinned = { addresses: LookupAddress[]; agent: Agent; checkedAt: number };
const pinned = new Map<string, Pinned>();

const sameAddresses = (a: LookupAddress[], b: LookupAddress[]): boolean =>
  a.length === b.length && a.every((entry, index) => entry.address === b[index]?.address);

/** The agent for this base URL's origin, connecting only to addresses checked within the last minute. */
export async function pinnedAgentFor(baseUrl: string, options: PinnedOptions = {}): Promise<Agent> {
  const origin = new URL(baseUrl).origin;
  const now = (options.now ?? Date.now)();
  const cached = pinned.get(origin);
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.agent;
  const checked = await checkTarget(baseUrl, {}, options.resolve ?? systemResolver);
  if (!checked.ok) {
    pinned.delete(origin);
    throw new UpstreamError("network", problemText(checked.problem, checked.host));
  }
  const addresses = checked.target.addresses ?? [];
  const agent =
    cached && sameAddresses(cached.addresses, addresses)
      ? cached.agent
      : new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS, lookup: pinnedLookup(addresses) });
  pinned.set(origin, { addresses, agent, checkedAt: now });
  return agent;
}

/** The fetch for a live workspace's upstream client: only its base URL's origin, only at checked addresses. */
export function accountFetch(baseUrl: string, options: PinnedOptions = {}): typeof fetch {
  const origin = new URL(baseUrl).origin;
  return fetchThrough(async (url) => {
    if (url.origin !== origin)
      throw new UpstreamError("network", `The account key is sent only to its base URL's host, not to ${url.host}.`);
    return pinnedAgentFor(baseUrl, options);
  });
}
