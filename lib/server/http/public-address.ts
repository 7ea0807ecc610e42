// Pure: which IP addresses a server-side fetch of an address someone else chose may connect to. Only global
// unicast: never loopback, private, link-local (169.254/16 holds cloud metadata), unique-local, CGNAT,
// multicast, broadcast, reserved or unspecified addresses, nor an IPv6 form wrapping one of those.
import ipaddr from "ipaddr.js";

/** True when the address is global unicast. Accepts every form the resolver or URL parser may produce. */
export function isPublicAddress(address: string): boolean {
  const literal = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(literal)) return false;
  // process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1) to the IPv4 address it stands for.
  const parsed = ipaddr.process(literal);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  if (!(parsed instanceof ipaddr.IPv6)) return false;
  const parts = parsed.parts;
  // IPv4-compatible (::a.b.c.d, deprecated) wraps an IPv4 address that some stacks still reach: never public.
  if (parts.slice(0, 6).every((part) => part === 0)) return false;
  // The local-use NAT64 prefix (64:ff9b:1::/48) embeds its IPv4 address by prefix length, and a translator on
  // our own network may reach anything through it: never public.
  if (parts[0] === 0x64 && parts[1] === 0xff9b && parts[2] === 1) return false;
  const range = parsed.range();
  // Well-known NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits: judge that address.
  if (range === "rfc6052") return isPublicAddress(embeddedIPv4(parts));
  return range === "unicast";
}

/**
 * True for the machine itself (127/8, ::1 and their IPv4-mapped forms): the one internal range demo mode may post
 * to. NAT64 forms are not loopback (the translator would reach its own host), nor is anything else internal.
 */
export function isLoopbackAddress(address: string): boolean {
  const literal = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  return ipaddr.isValid(literal) && ipaddr.process(literal).range() === "loopback";
}

function embeddedIPv4(parts: number[]): string {
  const high = parts[6] ?? 0;
  const low = parts[7] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** The IP address a URL host names directly (brackets removed), or null when it is a name to resolve. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(bare) ? bare : null;
}
