import { describe, expect, it } from "vitest";

import { isPublicAddress, literalAddress } from "./public-address";

/** The host a URL really names, as the WHATWG parser normalises it (what node:http would connect to). */
const hostOf = (url: string): string => literalAddress(new URL(url).hostname) ?? new URL(url).hostname;

describe("public addresses", () => {
  it("allows global unicast IPv4 and IPv6", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "52.216.0.1", "2606:4700::6810:84e5", "2a05:d014::1"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses loopback, private, link-local, CGNAT, multicast, broadcast, reserved and unspecified IPv4", () => {
    const refused = [
      "127.0.0.1",
      "127.255.0.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "224.0.0.1",
      "239.1.1.1",
      "255.255.255.255",
      "0.0.0.0",
      "192.0.2.1",
      "240.0.0.1",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses loopback, link-local, unique-local, multicast and unspecified IPv6, and IPv6 forms of private IPv4", () => {
    const refused = [
      "::1",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "febf::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "64:ff9b::a9fe:a9fe",
      // IPv4-compatible forms and the local-use NAT64 prefix, whose embedded address sits elsewhere.
      "::127.0.0.1",
      "::a9fe:a9fe",
      "[::7f00:1]",
      "64:ff9b:1:7f00:0:100:808:808",
      "[::1]",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress("64:ff9b::5db8:d822")).toBe(true);
  });

  it("sees through the shorthand and hex spellings of loopback in a URL", () => {
    for (const url of [
      "http://127.1/",
      "http://0x7f.1/",
      "http://0x7f000001/",
      "http://2130706433/",
      "http://0177.0.0.1/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::1]:8443/",
    ]) {
      const host = hostOf(url);
      expect(literalAddress(new URL(url).hostname), url).not.toBeNull();
      expect(isPublicAddress(host), url).toBe(false);
    }
  });

  it("treats a host name as a name to resolve, never as an address", () => {
    expect(literalAddress("localhost")).toBeNull();
    expect(literalAddress("files.example.com")).toBeNull();
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("not an address")).toBe(false);
  });
});
