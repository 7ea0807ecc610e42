import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { isDraining, onDrain, startDraining } from "../../lib/server/http/draining";

import { drainHttpServer } from "./drain-server";

// Real sockets on loopback: a request in flight when the stop begins finishes with its answer, a live stream is
// told to come back and ended, a new connection is refused, and a request that outlasts the grace is cut at the
// grace rather than waited for.
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) if (server.listening) server.close();
  // The drain flag lives on globalThis (one per process); unit files share a process.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("quayside.draining")];
});

type Arrival = { path: string; res: ServerResponse };

/** A server that hands each request to the test as it arrives, so the test acts on facts, not on time. */
async function listen(): Promise<{ server: Server; port: number; next: () => Promise<Arrival> }> {
  const waiting: ((arrival: Arrival) => void)[] = [];
  const arrived: Arrival[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const arrival = { path: req.url ?? "", res };
    const taker = waiting.shift();
    if (taker) taker(arrival);
    else arrived.push(arrival);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const next = (): Promise<Arrival> => {
    const ready = arrived.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
  return { server, port: (server.address() as AddressInfo).port, next };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("drainHttpServer", () => {
  it("lets a request in flight finish, ends a live stream with a retry hint, and refuses new connections", async () => {
    const { server, port, next } = await listen();
    const stream = get(port, "/events");
    const events = await next();
    events.res.writeHead(200, { "content-type": "text/event-stream" });
    events.res.write(": connected\n\n");
    onDrain(() => events.res.end("retry: 2000\n: server restarting\n\n"));
    const slow = get(port, "/slow");
    const inFlight = await next();

    expect(isDraining()).toBe(false);
    startDraining();
    const drained = drainHttpServer(server, 5_000);
    await expect(get(port, "/late")).rejects.toThrow(/ECONNREFUSED/);
    inFlight.res.end("finished");

    expect(await slow).toEqual({ status: 200, body: "finished" });
    expect((await stream).body).toContain("retry: 2000");
    expect((await drained).forced).toBe(false);
    expect(isDraining()).toBe(true);
  });

  it("cuts a request that outlasts the grace at the grace", async () => {
    const { server, port, next } = await listen();
    const hung = get(port, "/hang").catch((error: unknown) => error);
    await next();
    const result = await drainHttpServer(server, 300);
    expect(result.forced).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(290);
    expect(result.ms).toBeLessThan(3_000);
    expect(String(await hung)).toMatch(/socket hang up|ECONNRESET/);
  });

  it("a listener added once draining has begun is called at once", () => {
    startDraining();
    let called = 0;
    onDrain(() => (called += 1));
    expect(called).toBe(1);
  });
});
