import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { requireAuthSecret } from "../../lib/env.mjs";
import { authenticate, INVALID_CREDENTIALS } from "../../lib/server/auth/authenticate";
import { parseTrustedProxies } from "../../lib/server/auth/client-address";
import { CLIENT_ADDRESS_HEADER, signClientAddress } from "../../lib/server/auth/client-address-header";
import { authorizeCredentials } from "../../lib/server/auth/options";
import { CLIENT_RULE } from "../../lib/server/auth/throttle-delay";
import { db } from "../../lib/server/db";
import { createTestWorkspace, TEST_PASSWORD } from "../../lib/testing/db-fixtures";

import { createAppHttpServer, type AppHttpServerOptions } from "./app-http-server";

// The app server in front of the credentials check that next-auth runs (authorizeCredentials): what a client
// can and cannot make the sign-in throttle believe about its address.

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  await db.signInAttempt.deleteMany({ where: { key: { startsWith: "ip:" } } });
});

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Uint8Array));
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

async function signInHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const credentials = await readBody(req);
  let outcome = "signed in";
  try {
    await authorizeCredentials(credentials, req.headers, requireAuthSecret());
  } catch (error) {
    outcome = error instanceof Error ? error.message : String(error);
  }
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ outcome }));
}

async function start(options: Partial<AppHttpServerOptions> = {}, handle = signInHandler): Promise<string> {
  const server = createAppHttpServer(handle, {
    trustedProxies: parseTrustedProxies(""),
    secret: requireAuthSecret(),
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function attempt(url: string, email: string, password: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { outcome: string };
  return body.outcome;
}

const isThrottled = (outcome: string) => outcome.startsWith("Too many failed attempts");

describe("the client address behind sign-in throttling", () => {
  it("does not let a rotated X-Forwarded-For escape the per-address limit", async () => {
    const url = await start();
    const { tag } = await createTestWorkspace(["manager"]);
    const outcomes: string[] = [];
    for (let i = 0; i < CLIENT_RULE.free + 5; i += 1) {
      outcomes.push(
        await attempt(url, `rotate-${i}-${tag}@test.local`, "wrong", { "x-forwarded-for": `198.51.100.${i + 1}` }),
      );
    }
    expect(outcomes.filter((outcome) => outcome === INVALID_CREDENTIALS)).toHaveLength(CLIENT_RULE.free);
    expect(outcomes.slice(CLIENT_RULE.free).every(isThrottled)).toBe(true);
  });

  it("does not let a faked X-Forwarded-For or client-address header slow down the address it names", async () => {
    const url = await start();
    const { users, tag } = await createTestWorkspace(["dispatcher"]);
    const victim = "203.0.113.50";
    for (let i = 0; i < CLIENT_RULE.free; i += 1) {
      const forged: Record<string, string> =
        i % 2 === 0
          ? { "x-forwarded-for": victim }
          : { [CLIENT_ADDRESS_HEADER]: signClientAddress(victim, "a-guessed-secret") };
      await attempt(url, `frame-${i}-${tag}@test.local`, "wrong", forged);
    }
    expect(await db.signInAttempt.count({ where: { key: `ip:${victim}` } })).toBe(0);
    expect(await db.signInAttempt.count({ where: { key: "ip:127.0.0.1" } })).toBe(CLIENT_RULE.free);
    // The victim, arriving from their own address, signs in.
    await expect(authenticate({ email: users[0]?.email, password: TEST_PASSWORD }, victim)).resolves.toMatchObject({
      id: users[0]?.id,
    });
  });

  it("believes only the hop a trusted proxy appended", async () => {
    const url = await start({ trustedProxies: parseTrustedProxies("127.0.0.1") });
    const { tag } = await createTestWorkspace(["manager"]);
    await attempt(url, `proxied-${tag}@test.local`, "wrong", { "x-forwarded-for": "198.51.100.9, 203.0.113.60" });
    expect(await db.signInAttempt.count({ where: { key: "ip:203.0.113.60" } })).toBe(1);
    expect(await db.signInAttempt.count({ where: { key: "ip:198.51.100.9" } })).toBe(0);
    expect(await db.signInAttempt.count({ where: { key: "ip:127.0.0.1" } })).toBe(0);
  });
});

// Sends `payload` and keeps the connection open; resolves with what the server sent once it closes it.
function holdOpen(url: string, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => socket.write(payload));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("utf8")));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("slow clients", () => {
  const timeouts = { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 };

  it("cuts off a client that never finishes its headers", async () => {
    const url = await start(timeouts);
    expect(await holdOpen(url, "GET / HTTP/1.1\r\nHost: quayside\r\nX-Slow: ")).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts off a client that never finishes its body", async () => {
    const url = await start(timeouts);
    expect(
      await holdOpen(
        url,
        "POST /api/auth/callback/credentials HTTP/1.1\r\nHost: quayside\r\nContent-Length: 100\r\n\r\n{",
      ),
    ).toMatch(/^HTTP\/1\.1 408/);
  });
});
