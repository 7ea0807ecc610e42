import type { LookupAddress } from "node:dns";

import { describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";

import { checkWebhookTarget, type TargetMode } from "./webhook-target";

// The rules per mode and QUAYSIDE_DEMO value, with a fake resolver: nothing here connects anywhere.
const TABLE: Record<string, string[]> = {
  "hooks.example.com": ["93.184.216.34"],
  localhost: ["127.0.0.1", "::1"],
  "hooks.internal": ["10.0.0.8"],
  "half.example.com": ["93.184.216.34", "172.16.0.3"],
};
const resolve = async (hostname: string): Promise<LookupAddress[]> =>
  (TABLE[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

async function outcome(raw: string, mode: TargetMode, demo: boolean): Promise<string> {
  return checkWebhookTarget(raw, mode, resolve, demo).then(
    (target) => (target.internal ? "internal" : "public"),
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

const simulator = new URL(env.SIMULATOR_URL);
const NETWORK = [
  "http://10.0.0.1/hook",
  "http://172.16.0.1/hook",
  "http://192.168.1.1/hook",
  "http://100.64.0.1/hook",
  "http://169.254.169.254/latest/meta-data/",
  "http://[fd00:ec2::254]/latest/meta-data/",
  "http://[fe80::1]/hook",
  "http://[fc00::1]/hook",
  "http://[::ffff:169.254.169.254]/hook",
  "http://[64:ff9b::a9fe:a9fe]/hook",
  "http://0.0.0.0/hook",
  "http://224.0.0.1/hook",
  "http://hooks.internal/hook",
  "http://half.example.com/hook",
];
const LOOPBACK = [
  "http://127.0.0.1:9000/hook",
  "http://[::1]:9000/hook",
  "http://127.1:9000/hook",
  "http://localhost:9000/x",
];

describe("webhook and chat targets", () => {
  it("live mode: https on public addresses only, in either demo setting", async () => {
    for (const demo of [true, false]) {
      expect(await outcome("https://hooks.example.com/x", "live", demo)).toBe("public");
      expect(await outcome("http://hooks.example.com/x", "live", demo)).toMatch(/must use https/);
      for (const url of [
        ...LOOPBACK.map((u) => u.replace("http:", "https:")),
        ...NETWORK.map((u) => u.replace("http:", "https:")),
      ])
        expect(await outcome(url, "live", demo), url).toMatch(/private, loopback or reserved address/);
    }
  });

  it("simulated mode with QUAYSIDE_DEMO on: http and this machine (internal), never the network", async () => {
    expect(await outcome("http://hooks.example.com/x", "simulated", true)).toBe("public");
    for (const url of LOOPBACK) expect(await outcome(url, "simulated", true), url).toBe("internal");
    for (const url of NETWORK)
      expect(await outcome(url, "simulated", true), url).toMatch(/private, link-local or reserved address/);
  });

  it("simulated mode with QUAYSIDE_DEMO off: not even this machine", async () => {
    expect(await outcome("http://hooks.example.com/x", "simulated", false)).toBe("public");
    for (const url of [...LOOPBACK, ...NETWORK])
      expect(await outcome(url, "simulated", false), url).toMatch(/only with QUAYSIDE_DEMO=true/);
  });

  it("never the simulator's control API, in any mode, under any spelling of its host", async () => {
    const port = simulator.port || "80";
    for (const url of [
      `${simulator.origin}/_sim/reset`,
      `http://127.0.0.1:${port}/_sim/reset`,
      `http://localhost:${port}/_sim/reset`,
      `http://[::1]:${port}/_sim/faults`,
      `http://0x7f000001:${port}/_sim/clock`,
    ])
      expect(await outcome(url, "simulated", true), url).toMatch(/control API/);
  });

  it("refuses what is not a URL, credentials and a host that does not resolve", async () => {
    expect(await outcome("not a url", "simulated", true)).toMatch(/not a valid URL/);
    expect(await outcome("https://u:p@hooks.example.com/x", "live", true)).toMatch(/user name or password/);
    expect(await outcome("https://nowhere.example.com/x", "live", true)).toMatch(/does not resolve/);
  });
});
