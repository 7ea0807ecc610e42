// Pure: which address a request really comes from. The connecting socket's address is the client, unless that
// socket is one of TRUSTED_PROXIES: then X-Forwarded-For is read from the right (the hops our own proxies
// appended) and the first address that is not a trusted proxy is the client. Left-most entries are whatever
// the client chose to send, so they are never believed. Used by scripts/app-server.ts and its tests, hence
// no "server-only".
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type TrustedProxies = ReadonlyArray<[Address, number]>;

// "::ffff:10.0.0.1" is 10.0.0.1 arriving on a dual-stack socket: one client, one spelling.
function parseAddress(value: string): Address | null {
  let text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  // Some proxies append the client's port to IPv4 entries.
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (withPort?.[1]) text = withPort[1];
  return ipaddr.isValid(text) ? ipaddr.process(text) : null;
}

export function normalizeAddress(value: string | null | undefined): string | null {
  return value ? (parseAddress(value)?.toString() ?? null) : null;
}

/** Parses a TRUSTED_PROXIES value (validated by lib/env.mjs): comma-separated addresses or CIDR ranges. */
export function parseTrustedProxies(value: string): TrustedProxies {
  const ranges: Array<[Address, number]> = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const [address, bits] = entry.includes("/") ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), -1];
    const full = address.kind() === "ipv4" ? 32 : 128;
    if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && (bits === -1 || bits >= 96)) {
      ranges.push([address.toIPv4Address(), bits === -1 ? 32 : bits - 96]);
    } else {
      ranges.push([address, bits === -1 ? full : bits]);
    }
  }
  return ranges;
}

function isTrusted(address: Address, trusted: TrustedProxies): boolean {
  return trusted.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * The client's address for a connection from `remoteAddress` carrying `forwardedFor` (the X-Forwarded-For
 * header, possibly repeated), or null when the socket has no address.
 */
export function resolveClientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string | null {
  const remote = remoteAddress ? parseAddress(remoteAddress) : null;
  if (!remote) return null;
  if (!isTrusted(remote, trusted)) return remote.toString();
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .filter((hop) => hop.trim() !== "");
  let client = remote;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = parseAddress(hops[index] ?? "");
    // A garbled entry cannot be throttled by; stay with the last address a trusted proxy vouched for.
    if (!hop) break;
    client = hop;
    if (!isTrusted(hop, trusted)) break;
  }
  return client.toString();
}

/**
 * The key sign-in attempts are counted under: the address itself for IPv4, its /64 network for IPv6 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let them rotate freely).
 */
export function addressThrottleKey(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return null;
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`);
  return `${network.toString()}/64`;
}
