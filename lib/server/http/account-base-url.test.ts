import type { LookupAddress } from "node:dns";
import { Agent, createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FINDING_BASE_URLS } from "@/lib/testing/internal-base-urls";

import { UpstreamClient } from "../upstream/client";
import { UpstreamError } from "../upstream/errors";

import { accountFetch, baseUrlAddressProblem, pinnedAgentFor } from "./account-base-url";
import { fetchThrough } from "./pinned-fetch";
import { pinnedLookup } from "./target-check";

// A loopback server stands in for a host the key must never reach and counts every connection, so "refused" also
// means "nothing was sent". Every other answer comes from a fake resolver: nothing here leaves this machine.
let server: Server;
let port = 0;
let connections = 0;
const seen: Array<{ method: string; path: string; auth: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        path: request.url ?? "",
        auth: request.headers.authorization ?? "",
        body,
      });
      if (request.url === "/v2/empty") return void response.writeHead(204).end();
      response.writeHead(200, { "content-type": "application/json", "x-answer": "yes" });
      response.end(JSON.stringify({ data: [] }));
    });
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function resolverOf(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    return (table[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, asked };
}

describe("the account base URL check", () => {
  it("refuses the six base URLs of the finding, and a name resolving inwards, without connecting", async () => {
    const { resolve, asked } = resolverOf({
      localhost: ["127.0.0.1"],
      "api.tracking.test": ["93.184.216.34", "10.0.0.2"],
    });
    for (const url of [...FINDING_BASE_URLS, "https://api.tracking.test/v2"])
      expect(await baseUrlAddressProblem(url, resolve), url).toMatch(/private, loopback or reserved address/);
    expect(asked).toEqual(["api.tracking.test"]);
    expect(connections).toBe(0);
  });

  it("accepts the default base URL when it resolves publicly, and refuses it when it does not resolve", async () => {
    const { resolve } = resolverOf({ "api.terminal49.com": ["3.33.152.147", "15.197.142.173"] });
    expect(await baseUrlAddressProblem("https://api.terminal49.com/v2", resolve)).toBeNull();
    expect(await baseUrlAddressProblem("https://api.terminal49.com/v2", resolverOf({}).resolve)).toMatch(
      /does not resolve/,
    );
  });

  it("checks again after a minute, and refuses once the name has moved inwards", async () => {
    const table: Record<string, string[]> = { "ttl.tracking.test": ["93.184.216.34"] };
    const { resolve, asked } = resolverOf(table);
    let now = 1_000_000;
    const options = { resolve, now: () => now };
    const first = await pinnedAgentFor("https://ttl.tracking.test/v2", options);
    now += 30_000;
    expect(await pinnedAgentFor("https://ttl.tracking.test/v2", options)).toBe(first);
    expect(asked).toHaveLength(1);
    now += 31_000;
    expect(await pinnedAgentFor("https://ttl.tracking.test/v2", options)).toBe(first);
    expect(asked).toHaveLength(2);
    table["ttl.tracking.test"] = ["169.254.169.254"];
    now += 61_000;
    const refused = await pinnedAgentFor("https://ttl.tracking.test/v2", options).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused instanceof UpstreamError ? refused.reason : "").toMatch(/ttl\.tracking\.test is a private/);
  });

  it("sends the key through the client only after the check, and tells why it refused", async () => {
    const { resolve } = resolverOf({ "api.tracking.test": ["127.0.0.1"] });
    const baseUrl = `https://api.tracking.test:${port}/v2`;
    const client = new UpstreamClient({
      baseUrl,
      apiKey: "k",
      fetch: accountFetch(baseUrl, { resolve }),
      maxRetries: 0,
    });
    const error = await client.get("containers").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "network", reason: expect.stringMatching(/loopback/) });
    const other = await accountFetch(baseUrl, { resolve })(`https://elsewhere.test:${port}/v2/x`).catch(
      (caught: unknown) => caught,
    );
    expect(other instanceof UpstreamError ? other.reason : "").toMatch(/only to its base URL's host/);
    expect(connections).toBe(0);
  });
});

describe("the pinned fetch", () => {
  it("connects to the checked address whatever the name, and reads like fetch", async () => {
    // tracking.test resolves nowhere: the requests can only arrive through the pinned address.
    const agent = new Agent({ keepAlive: true, lookup: pinnedLookup([{ address: "127.0.0.1", family: 4 }]) });
    const pinnedFetch = fetchThrough(async () => agent);
    const client = new UpstreamClient({ baseUrl: `http://tracking.test:${port}/v2`, apiKey: "k1", fetch: pinnedFetch });
    await expect(client.get("containers", { "page[size]": 1 })).resolves.toMatchObject({ data: [] });
    await client.post("tracking_requests", { data: { type: "tracking_request" } });
    const empty = await pinnedFetch(`http://tracking.test:${port}/v2/empty`, { method: "DELETE" });
    expect(empty.status).toBe(204);
    const answer = await pinnedFetch(new URL(`http://tracking.test:${port}/v2/x`));
    expect(answer.headers.get("x-answer")).toBe("yes");
    expect(await answer.json()).toEqual({ data: [] });
    expect(seen.slice(-4).map((request) => [request.method, request.path])).toEqual([
      ["GET", "/v2/containers?page%5Bsize%5D=1"],
      ["POST", "/v2/tracking_requests"],
      ["DELETE", "/v2/empty"],
      ["GET", "/v2/x"],
    ]);
    expect(seen.at(-3)).toMatchObject({ auth: "Token k1", body: '{"data":{"type":"tracking_request"}}' });
    agent.destroy();
  });
});
