import { describe, expect, it } from "vitest";

import { addressThrottleKey, parseTrustedProxies, resolveClientAddress } from "./client-address";

const NONE = parseTrustedProxies("");
const PROXIES = parseTrustedProxies("10.0.0.0/8, 192.168.1.5, 2001:db8:ffff::/48");

describe("client address", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.7", "198.51.100.1", NONE)).toBe("203.0.113.7");
    expect(resolveClientAddress("203.0.113.7", ["198.51.100.1", "10.0.0.1"], NONE)).toBe("203.0.113.7");
    expect(resolveClientAddress("203.0.113.7", undefined, NONE)).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from a socket that is not a trusted proxy", () => {
    expect(resolveClientAddress("203.0.113.7", "198.51.100.1", PROXIES)).toBe("203.0.113.7");
  });

  it("takes the right-most entry that is not a trusted proxy, so a client-supplied prefix is never believed", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(resolveClientAddress("10.1.2.3", "1.2.3.4, 203.0.113.9", PROXIES)).toBe("203.0.113.9");
    // Two proxies of ours in a chain.
    expect(resolveClientAddress("10.1.2.3", "1.2.3.4, 203.0.113.9, 192.168.1.5", PROXIES)).toBe("203.0.113.9");
    // Repeated headers are one list.
    expect(resolveClientAddress("10.1.2.3", ["1.2.3.4", "203.0.113.9"], PROXIES)).toBe("203.0.113.9");
  });

  it("falls back to the proxy when the forwarded chain is missing, all trusted, or garbled", () => {
    expect(resolveClientAddress("10.1.2.3", undefined, PROXIES)).toBe("10.1.2.3");
    expect(resolveClientAddress("10.1.2.3", "10.9.9.9", PROXIES)).toBe("10.9.9.9");
    expect(resolveClientAddress("10.1.2.3", "203.0.113.9, not-an-address", PROXIES)).toBe("10.1.2.3");
  });

  it("reads ports and brackets some proxies add, and one spelling per IPv4 client", () => {
    expect(resolveClientAddress("10.1.2.3", "203.0.113.9:51234", PROXIES)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.1.2.3", "[2001:db8::1]:443", PROXIES)).toBe("2001:db8::1");
    expect(resolveClientAddress("::ffff:203.0.113.7", undefined, NONE)).toBe("203.0.113.7");
    expect(resolveClientAddress("::ffff:10.1.2.3", "203.0.113.9", PROXIES)).toBe("203.0.113.9");
    expect(resolveClientAddress("2001:db8:ffff:1::2", "2001:db8:1::9", PROXIES)).toBe("2001:db8:1::9");
  });

  it("has no address without a socket address", () => {
    expect(resolveClientAddress(undefined, "203.0.113.9", PROXIES)).toBeNull();
  });

  it("counts IPv6 clients by /64 and IPv4 clients by address", () => {
    expect(addressThrottleKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressThrottleKey("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
    expect(addressThrottleKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressThrottleKey("nonsense")).toBeNull();
  });
});
