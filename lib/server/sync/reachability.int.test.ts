// The "service down" notice clears as soon as the service answers again: the call that succeeds records it
// before it returns and tells open pages (a `freshness` NOTIFY), and while nobody calls, the worker's probe
// does. Real database, real client, the simulated service over HTTP with its outage fault.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

import { LIVE_CHANNEL, type LiveMessage } from "../live/notify";

import { getFreshness } from "./sync-state";
import { probeUnreachable } from "./reachability-probe";
import { upstreamFor } from "./upstream";

const sim = startSimulator({ containers: 5, start: SIM_START, speed: 0 });
let close: () => Promise<void> = async () => undefined;
const listener = new pg.Client({ connectionString: env.DATABASE_URL });
const heard: LiveMessage[] = [];

beforeAll(async () => {
  close = (await serveSimulator(sim)).close;
  await listener.connect();
  listener.on("notification", (message) => heard.push(JSON.parse(message.payload ?? "{}") as LiveMessage));
  await listener.query(`LISTEN ${LIVE_CHANNEL}`);
});

afterAll(async () => {
  await listener.end();
  await close();
  await sim.stop();
});

async function outage(on: boolean): Promise<void> {
  await (on ? sim.control.setFaults({ outage: true }) : sim.control.clearFaults());
}

async function call(workspaceId: string): Promise<void> {
  const { client } = await upstreamFor(workspaceId, "interactive", { maxRetries: 0 });
  await client.get("containers", { "page[size]": 1 });
}

/** Marks the workspace unreachable the way production does: a call that finds the service down. */
async function downNow(workspaceId: string): Promise<void> {
  await outage(true);
  await expect(call(workspaceId)).rejects.toMatchObject({ kind: "server" });
  const down = await getFreshness(workspaceId);
  expect(down.upstreamReachable).toBe(false);
  expect(down.upstreamDownSince).not.toBeNull();
}

const freshnessNotices = (workspaceId: string): number =>
  heard.filter((m) => m.workspaceId === workspaceId && m.topic === "freshness").length;

describe("the service back after an outage", () => {
  it("the first call that succeeds clears the notice before it returns, and tells open pages", async () => {
    const { workspace } = await createTestWorkspace(["dispatcher"]);
    await downNow(workspace.id);
    await vi.waitFor(() => expect(freshnessNotices(workspace.id)).toBe(1));

    await outage(false);
    await call(workspace.id);
    // No waiting: the call returned, so its outcome is recorded.
    expect(await getFreshness(workspace.id)).toMatchObject({ upstreamReachable: true, upstreamDownSince: null });
    await vi.waitFor(() => expect(freshnessNotices(workspace.id)).toBe(2));
  });

  it("with no call at all, the worker's probe clears it once the service answers, and not before", async () => {
    const { workspace } = await createTestWorkspace(["dispatcher"]);
    await downNow(workspace.id);

    // Still down: the probe asks, finds it down, and leaves the notice up.
    await probeUnreachable();
    expect((await getFreshness(workspace.id)).upstreamReachable).toBe(false);

    await outage(false);
    expect(await probeUnreachable()).toBeGreaterThanOrEqual(1);
    expect(await getFreshness(workspace.id)).toMatchObject({ upstreamReachable: true, upstreamDownSince: null });
    await vi.waitFor(() => expect(freshnessNotices(workspace.id)).toBe(2));
  });

  it("a refusal from the service is an answer: a 429 to the probe clears the notice too", async () => {
    const { workspace } = await createTestWorkspace(["dispatcher"]);
    await downNow(workspace.id);
    await outage(false);
    await sim.control.setFaults({ error_rate: 1, error_statuses: [429], retry_after_s: 1 });
    try {
      expect(await probeUnreachable()).toBeGreaterThanOrEqual(1);
      expect((await getFreshness(workspace.id)).upstreamReachable).toBe(true);
    } finally {
      await outage(false);
      await db.$executeRaw`DELETE FROM upstream_pauses`;
    }
  });
});
