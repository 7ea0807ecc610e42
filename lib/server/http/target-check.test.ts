import type { LookupAddress } from "node:dns";

import { describe, expect, it } from "vitest";

import { FINDING_BASE_URLS } from "@/lib/testing/internal-base-urls";

import { checkTarget, pinnedLookup, type Resolver, type TargetRules } from "./target-check";

// Every refusal is proven with a fake resolver and without a connection: nothing here opens a socket.
const PUBLIC: LookupAddress[] = [
  { address: "93.184.216.34", family: 4 },
  { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
];

/** A resolver that answers from a table and records every name it was asked. */
function fakeResolver(table: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

const resolver = fakeResolver({
  "api.tracking.test": PUBLIC.map((entry) => entry.address),
  localhost: ["127.0.0.1", "::1"],
  "localhost.": ["127.0.0.1"],
  "intranet.tracking.test": ["10.1.2.3"],
  "mixed.tracking.test": ["93.184.216.34", "192.168.1.20"],
  "mixed-v6.tracking.test": ["93.184.216.34", "fd00::1"],
  "metadata.tracking.test": ["169.254.169.254"],
  "rebind.tracking.test": ["93.184.216.34", "127.0.0.1"],
  "loopback.tracking.test": ["127.0.0.1"],
});

const LIVE: TargetRules = {};
const DEMO: TargetRules = { allowHttp: true, allowLoopback: true, forbiddenLoopbackPorts: [4010] };

async function problemOf(raw: string, rules: TargetRules): Promise<string> {
  const checked = await checkTarget(raw, rules, resolver);
  return checked.ok ? "ok" : checked.problem;
}

// Each is a host a server-side request must never reach outside demo mode, in the spellings an attacker uses.
const INTERNAL_URLS = [
  ...FINDING_BASE_URLS,
  // Other spellings of this machine.
  "https://2130706433/v2",
  "https://0177.0.0.1/v2",
  "https://127.0.0.1./v2",
  "https://localhost./v2",
  "https://LOCALHOST/v2",
  "https://api.localhost/v2",
  "https://[::ffff:127.0.0.1]/v2",
  "https://[::ffff:7f00:1]/v2",
  "https://0.0.0.0/v2",
  "https://0/v2",
  "https://[::]/v2",
  // Private, CGNAT, link-local and cloud metadata (v4 and v6), unique-local, multicast, reserved.
  "https://10.0.0.1/v2",
  "https://172.16.5.4/v2",
  "https://192.168.0.10/v2",
  "https://100.64.0.1/v2",
  "https://169.254.1.1/v2",
  "https://[fd00:ec2::254]/v2",
  "https://[fe80::1]/v2",
  "https://[fc00::1]/v2",
  "https://[ff02::1]/v2",
  "https://224.0.0.1/v2",
  "https://240.0.0.1/v2",
  "https://[::ffff:169.254.169.254]/v2",
  "https://[::ffff:10.0.0.1]/v2",
  // NAT64 forms of loopback and metadata.
  "https://[64:ff9b::7f00:1]/v2",
  "https://[64:ff9b::a9fe:a9fe]/v2",
  // Names that resolve inwards, wholly or in part.
  "https://intranet.tracking.test/v2",
  "https://mixed.tracking.test/v2",
  "https://mixed-v6.tracking.test/v2",
  "https://metadata.tracking.test/v2",
  "https://rebind.tracking.test/v2",
  "https://loopback.tracking.test/v2",
];

describe("the one target check", () => {
  it("refuses every internal address form in live mode", async () => {
    for (const url of INTERNAL_URLS) expect(await problemOf(url, LIVE), url).toBe("address");
  });

  it("accepts a name that resolves only to public addresses, and pins exactly those", async () => {
    const checked = await checkTarget("https://api.tracking.test/v2", LIVE, resolver);
    expect(checked).toMatchObject({ ok: true, target: { addresses: PUBLIC, internal: false } });
    expect(await problemOf("https://[64:ff9b::5db8:d822]/v2", LIVE)).toBe("ok");
  });

  it("refuses a name that does not resolve, http, credentials and nonsense", async () => {
    expect(await problemOf("https://nowhere.tracking.test/v2", LIVE)).toBe("unresolved");
    expect(await problemOf("http://api.tracking.test/v2", LIVE)).toBe("scheme");
    expect(await problemOf("ftp://api.tracking.test/v2", DEMO)).toBe("scheme");
    expect(await problemOf("https://user:pw@api.tracking.test/v2", LIVE)).toBe("credentials");
    expect(await problemOf("not a url", LIVE)).toBe("invalid");
  });

  it("in demo mode allows this machine (marked internal) but never the network around it", async () => {
    for (const url of ["http://127.0.0.1:9000/hook", "http://[::1]:9000/hook", "http://127.1:9000/hook"]) {
      const checked = await checkTarget(url, DEMO, resolver);
      expect(checked, url).toMatchObject({ ok: true, target: { internal: true } });
    }
    expect(await checkTarget("http://localhost:9000/hook", DEMO, resolver)).toMatchObject({
      ok: true,
      target: { internal: true },
    });
    expect(await checkTarget("https://api.tracking.test/hook", DEMO, resolver)).toMatchObject({
      ok: true,
      target: { internal: false },
    });
    const loopback = /127\.|\[::1\]|\[::ffff:7f00:1\]|0x7f|2130706433|0177|localhost|LOCALHOST|\/\/127/;
    const network = INTERNAL_URLS.filter((url) => !loopback.test(url) && !/loopback\.tracking|rebind/.test(url));
    for (const url of network) expect(await problemOf(url, DEMO), url).toBe("address");
  });

  it("never lets the simulator's control port through, whatever spelling of this machine names it", async () => {
    for (const url of [
      "http://127.0.0.1:4010/_sim/reset",
      "http://localhost:4010/_sim/reset",
      "http://[::1]:4010/_sim/reset",
      "http://127.0.0.2:4010/_sim/reset",
      "http://0x7f000001:4010/_sim/reset",
    ])
      expect(await problemOf(url, DEMO), url).toBe("forbidden");
    expect(await problemOf("http://sim.example:4010/_sim", { forbiddenOrigins: ["http://sim.example:4010"] })).toBe(
      "forbidden",
    );
  });

  it("takes a trusted origin as it is, resolving nothing", async () => {
    const asked = resolver.asked.length;
    const checked = await checkTarget("http://127.0.0.1:4010/v2/x", { trustedOrigins: ["http://127.0.0.1:4010"] });
    expect(checked).toMatchObject({ ok: true, target: { addresses: null, internal: true } });
    expect(resolver.asked.length).toBe(asked);
  });
});

describe("pinned lookup", () => {
  it("answers the checked addresses for any name asked, so DNS cannot move the connection", () => {
    const lookup = pinnedLookup(PUBLIC);
    const answers: unknown[] = [];
    lookup("rebind.tracking.test", { family: 6 }, (_error, address, family) => answers.push([address, family]));
    lookup("other.example", {}, (_error, address) => answers.push(address));
    lookup("other.example", { all: true }, (_error, addresses) => answers.push(addresses));
    expect(answers).toEqual([["2606:2800:220:1:248:1893:25c8:1946", 6], "93.184.216.34", PUBLIC]);
  });
});
