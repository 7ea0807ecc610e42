// The first load says how far it is while it runs: boxes applied of the account's total (the service's meta.total),
// through GET /api/sync/status and the board's freshness, and nothing once it is done. The service is reached
// through a relay that holds one list page back until the test has looked, so "mid-way" is a fact, not a race.
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import type { SyncStatusResponse } from "@/lib/shared/sync-api";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { appRequest, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";
import { startSimulator } from "@/simulator/testing";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const route = await import("@/app/api/sync/status/route");
const { env } = await import("@/lib/env.mjs");

const sim = startSimulator({ containers: 450, start: SIM_START, speed: 0, rateLimits: false });
let served: ServedSimulator;
let relay: Server;
// The third page of the container list waits for `release`; `held` resolves when it is asked for.
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
let held: () => void = () => undefined;
const heldBack = new Promise<void>((resolve) => (held = resolve));

beforeAll(async () => {
  served = await serveSimulator(sim);
  const target = new URL(served.url);
  relay = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://relay");
    const third = url.pathname.endsWith("/containers") && url.searchParams.get("page[number]") === "3";
    const send = () => {
      const upstream = forward(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(upstream);
    };
    if (!third) return send();
    held();
    void released.then(send);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  env.SIMULATOR_URL = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/v2`;
});

afterAll(async () => {
  release();
  await new Promise((resolve) => relay.close(resolve));
  await served.close();
  await sim.stop();
});

async function status(userId: string): Promise<SyncStatusResponse> {
  session.user = await sessionUserOf(userId);
  const response = await route.GET(appRequest("/api/sync/status"), routeContext({}));
  expect(response.status).toBe(200);
  return (await response.json()) as SyncStatusResponse;
}

describe("backfill progress", () => {
  it("counts the boxes loaded of the account's total while the first load runs, and is gone when it is done", async () => {
    const { workspace, users } = await createTestWorkspace(["manager"]);
    const [manager = ""] = users.map((user) => user.id);
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { getFreshness } = await import("@/lib/server/sync/sync-state");
    const total = (await sim.control.state()).accounts["demo"]?.containers ?? 0;
    expect(total).toBeGreaterThan(300);

    expect((await status(manager)).backfill).toBeNull();
    const run = syncLists(workspace.id, { ref: "backfill", backfill: true });
    await heldBack;
    // Two pages of 100 containers are in; the third is held.
    const mid = await status(manager);
    expect(mid.backfill).toMatchObject({ done: 200, total });
    expect(mid.backfill?.etaSeconds).toEqual(expect.any(Number));
    expect((await getFreshness(workspace.id)).backfill).toEqual(mid.backfill);

    release();
    await run;
    expect((await status(manager)).backfill).toBeNull();
    expect((await getFreshness(workspace.id)).backfill).toBeNull();
  });

  it("refuses a request with no session", async () => {
    session.user = null;
    const response = await route.GET(appRequest("/api/sync/status"), routeContext({}));
    expect(response.status).toBe(401);
  });
});
