import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createSimulator } from "@/simulator/server";

import { UpstreamClient } from "../upstream/client";

// fetchContainer (the dispatcher's refresh and the priority refresh) against the in-process simulator, with
// the database stood in for: it reads the box's transport events, every page of them, and upserts each one
// under the workspace and the box. refresh.int.test.ts runs the same path against PostgreSQL.
const sim = createSimulator({ containers: 40, start: "2026-03-05T15:00:00Z", speed: 0 });
const state = vi.hoisted(() => ({
  upserts: [] as Array<{ where: unknown; create: { workspaceId: string; upstreamId: string; containerUpstreamId: string | null; event: string } }>,
  eventPages: 0,
  fetched: [] as Array<{ where: unknown }>,
}));

// Pages of two, so a box's events span several pages and links.next must be followed.
const simFetch: typeof fetch = (input, init) => {
  let url = input instanceof URL ? input.href : String(input);
  if (url.includes("/transport_events")) {
    state.eventPages += 1;
    url = url.replace("page%5Bsize%5D=100", "page%5Bsize%5D=2");
  }
  return Promise.resolve(sim.app.request(url, init as RequestInit));
};

vi.mock("@/lib/server/clock", () => ({ now: async () => new Date("2026-03-05T15:00:00Z") }));
vi.mock("../cache/containers", () => ({ applyContainers: async () => ({ changedIds: [], stale: 0 }) }));
vi.mock("./upstream", () => ({
  upstreamFor: async () => ({
    client: new UpstreamClient({ baseUrl: "http://localhost/v2", apiKey: "sim_paid_key", fetch: simFetch, retryBaseMs: 1 }),
    target: { mode: "simulated", baseUrl: "http://localhost/v2", apiKey: "sim_paid_key" },
    account: "test",
  }),
}));
vi.mock("@/lib/server/db", () => ({
  db: {
    workspaceSettings: { findUnique: async () => null },
    container: {
      updateMany: async (args: { where: unknown }) => {
        state.fetched.push(args);
        return { count: 1 };
      },
    },
    transportEvent: {
      upsert: async (args: (typeof state.upserts)[number]) => {
        state.upserts.push(args);
        return null;
      },
    },
  },
}));

const WORKSPACE = "11111111-1111-4111-8111-111111111111";
type EventList = { data: Array<{ id: string; attributes: { event: string } }>; links?: { next?: string } };

beforeEach(() => {
  state.upserts = [];
  state.eventPages = 0;
  state.fetched = [];
});
afterAll(() => sim.close());

describe("fetchContainer", () => {
  it("stores every page of the box's transport events, each under the workspace and the box", async () => {
    const list = (await (await sim.app.request("/v2/containers?page[size]=100", { headers: { Authorization: "Token sim_paid_key" } })).json()) as { data: Array<{ id: string; attributes: { pod_arrived_at: string | null } }> };
    const box = list.data.find((c) => c.attributes.pod_arrived_at !== null);
    expect(box).toBeDefined();
    const upstreamId = box?.id ?? "";
    const service = (await (await sim.app.request(`/v2/containers/${upstreamId}/transport_events?page[size]=100`, { headers: { Authorization: "Token sim_paid_key" } })).json()) as EventList;
    expect(service.data.length).toBeGreaterThan(4);

    const { fetchContainer } = await import("./refresh");
    await fetchContainer(WORKSPACE, upstreamId, { priority: "interactive", ref: "test", events: true });

    expect(state.eventPages).toBe(Math.ceil(service.data.length / 2));
    expect(state.upserts.map((u) => u.create.upstreamId)).toEqual(service.data.map((e) => e.id));
    expect(state.upserts.every((u) => u.create.workspaceId === WORKSPACE && u.create.containerUpstreamId === upstreamId)).toBe(true);
    expect(state.upserts.map((u) => u.where)).toEqual(service.data.map((e) => ({ workspaceId_upstreamId: { workspaceId: WORKSPACE, upstreamId: e.id } })));
    // In the service's order, which is not by timestamp (the simulator lists them as the service learned them).
    expect(state.upserts[0]?.create.event).toBe(service.data[0]?.attributes.event);
    // The box is marked as just read, so the priority refresh leaves it alone for a while.
    expect(state.fetched.map((f) => f.where)).toEqual([{ workspaceId: WORKSPACE, upstreamId }]);
  });

  it("reads no transport events for a plain read (a webhook's follow-up brings its own event)", async () => {
    const list = (await (await sim.app.request("/v2/containers?page[size]=5", { headers: { Authorization: "Token sim_paid_key" } })).json()) as { data: Array<{ id: string }> };
    const { fetchContainer } = await import("./refresh");
    await fetchContainer(WORKSPACE, list.data[0]?.id ?? "", { priority: "background", ref: "webhook" });
    expect(state.eventPages).toBe(0);
    expect(state.upserts).toEqual([]);
    expect(state.fetched).toHaveLength(1);
  });
});
