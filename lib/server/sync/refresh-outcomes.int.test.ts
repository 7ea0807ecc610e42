// A dispatcher's refresh and the read behind it (fetchContainer, also the priority refresh's) against PostgreSQL
// and the simulated service, judged by what ends up stored and returned: the box itself, every page of its
// transport events under the right workspace and box, the mark that it was just read, and what a plan without
// refresh or a wrong key gets. Only the network is bent: event lists come in pages of two, so following
// links.next is exercised; the key is the test's to choose.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

import { UpstreamClient } from "../upstream/client";

const sim = startSimulator({ containers: 40, start: SIM_START, speed: 0 });
const served = vi.hoisted(() => ({ url: "", eventPages: 0, apiKey: "sim_paid_key" }));

const pagedByTwo: typeof fetch = (input, init) => {
  let url = input instanceof URL ? input.href : String(input);
  if (url.includes("/transport_events")) {
    served.eventPages += 1;
    url = url.replace("page%5Bsize%5D=100", "page%5Bsize%5D=2");
  }
  return fetch(url, init);
};

vi.mock("./upstream", () => ({
  upstreamFor: async () => ({
    client: new UpstreamClient({ baseUrl: served.url, apiKey: served.apiKey, fetch: pagedByTwo, retryBaseMs: 1 }),
    target: { mode: "simulated", baseUrl: served.url, apiKey: served.apiKey },
    account: "test",
  }),
}));

let server: ServedSimulator | null = null;
beforeAll(async () => {
  server = await serveSimulator(sim);
  served.url = server.url;
});
afterAll(async () => {
  await server?.close();
  await sim.stop();
});
beforeEach(() => {
  served.eventPages = 0;
  served.apiKey = "sim_paid_key";
});

type Listed = { data: Array<{ id: string; attributes: { number: string; pod_arrived_at: string | null } }> };
type EventList = { data: Array<{ id: string; attributes: { event: string } }> };

async function service<T>(path: string): Promise<T> {
  return (await (await sim.request(path, { headers: { Authorization: "Token sim_paid_key" } })).json()) as T;
}

describe("fetchContainer", () => {
  it("stores the box, every page of its transport events under the workspace and the box, and marks it read", async () => {
    const workspaceId = (await createTestWorkspace(["dispatcher"])).workspace.id;
    const box = (await service<Listed>("/v2/containers?page[size]=100")).data.find(
      (c) => c.attributes.pod_arrived_at !== null,
    );
    const upstreamId = box?.id ?? "";
    const events = await service<EventList>(`/v2/containers/${upstreamId}/transport_events?page[size]=100`);
    expect(events.data.length).toBeGreaterThan(4);

    const { fetchContainer } = await import("./refresh");
    const before = Date.now();
    await fetchContainer(workspaceId, upstreamId, { priority: "interactive", ref: "test", events: true });

    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, upstreamId },
      select: { number: true, fetchedAt: true },
    });
    expect(row.number).toBe(box?.attributes.number);
    // Marked as just read, so the priority refresh leaves it alone for a while.
    expect(row.fetchedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const stored = await db.transportEvent.findMany({
      where: { workspaceId },
      select: { upstreamId: true, containerUpstreamId: true, event: true },
    });
    expect(stored.map((e) => e.upstreamId).sort()).toEqual(events.data.map((e) => e.id).sort());
    expect(stored.every((e) => e.containerUpstreamId === upstreamId)).toBe(true);
    expect(new Map(stored.map((e) => [e.upstreamId, e.event]))).toEqual(
      new Map(events.data.map((e) => [e.id, e.attributes.event])),
    );
    expect(served.eventPages).toBe(Math.ceil(events.data.length / 2));
  });

  it("reads no transport events for a plain read (a webhook's follow-up brings its own event), and still marks the box read", async () => {
    const workspaceId = (await createTestWorkspace(["dispatcher"])).workspace.id;
    const upstreamId = (await service<Listed>("/v2/containers?page[size]=5")).data[0]?.id ?? "";

    const { fetchContainer } = await import("./refresh");
    await fetchContainer(workspaceId, upstreamId, { priority: "background", ref: "webhook" });

    expect(served.eventPages).toBe(0);
    expect(await db.transportEvent.count({ where: { workspaceId } })).toBe(0);
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, upstreamId },
      select: { fetchedAt: true },
    });
    expect(row.fetchedAt).not.toBeNull();
  });
});

describe("refreshContainer", () => {
  /** A workspace holding one box of the service, never read on its own yet. */
  async function boardWithOneBox(): Promise<{ workspaceId: string; id: string; upstreamId: string }> {
    const workspaceId = (await createTestWorkspace(["dispatcher"])).workspace.id;
    const upstreamId =
      (await service<Listed>("/v2/containers?page[size]=100")).data.find((c) => c.attributes.pod_arrived_at !== null)
        ?.id ?? "";
    const { fetchContainer } = await import("./refresh");
    await fetchContainer(workspaceId, upstreamId, { priority: "background", ref: "test" });
    const row = await db.container.update({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId } },
      data: { fetchedAt: null },
      select: { id: true },
    });
    return { workspaceId, id: row.id, upstreamId };
  }

  it("asks the service to re-check the box, then stores the box and its transport events", async () => {
    const { workspaceId, id, upstreamId } = await boardWithOneBox();
    const { refreshContainer } = await import("./refresh");
    expect(await refreshContainer(workspaceId, id)).toEqual({ refreshed: true });
    expect(
      (await db.container.findUniqueOrThrow({ where: { id }, select: { fetchedAt: true } })).fetchedAt,
    ).not.toBeNull();
    expect(await db.transportEvent.count({ where: { workspaceId, containerUpstreamId: upstreamId } })).toBeGreaterThan(
      0,
    );
  });

  it("on a plan without refresh (403) still reads the service's copy, and says the re-check did not happen", async () => {
    const { workspaceId, id } = await boardWithOneBox();
    served.apiKey = "sim_basic_key";
    const { refreshContainer } = await import("./refresh");
    expect(await refreshContainer(workspaceId, id)).toEqual({ refreshed: false });
    expect(
      (await db.container.findUniqueOrThrow({ where: { id }, select: { fetchedAt: true } })).fetchedAt,
    ).not.toBeNull();
  });

  it("with a key the service does not know, refuses with the service's words and reads nothing", async () => {
    const { workspaceId, id } = await boardWithOneBox();
    served.apiKey = "sim_wrong_key";
    const { refreshContainer } = await import("./refresh");
    const error = await refreshContainer(workspaceId, id).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "forbidden", status: 403 });
    expect(error instanceof Error ? error.message : "").toMatch(
      /^The tracking service refused: .*could not be verified/,
    );
    expect((await db.container.findUniqueOrThrow({ where: { id }, select: { fetchedAt: true } })).fetchedAt).toBeNull();
  });

  it("refuses a box that is not on the workspace's board", async () => {
    const { id } = await boardWithOneBox();
    const other = (await createTestWorkspace(["dispatcher"])).workspace.id;
    const { refreshContainer } = await import("./refresh");
    await expect(refreshContainer(other, id)).rejects.toMatchObject({ code: "not_found", status: 404 });
  });
});
