import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readRoute } from "@/components/board/geojson";
import { projectRoute } from "@/components/map/project-route";
import { startSimulator, type FaultSettings } from "@/simulator/testing";

import { UpstreamClient } from "../upstream/client";

// The route map's caching rules against the in-process simulator, with the container table and the clock
// stood in for (route-map.int.test.ts runs the same module against PostgreSQL). Calls to map_geojson are
// counted, so "served from the saved copy" means the service was not asked.
const sim = startSimulator({ containers: 40, start: "2026-03-05T15:00:00Z", speed: 0 });
const state = vi.hoisted(() => ({
  now: new Date("2026-03-05T15:00:00Z"),
  key: "sim_paid_key",
  mapCalls: 0,
  saved: new Map<string, { geojson: unknown; fetchedAt: Date }>(),
  containers: [] as Array<{ id: string; workspaceId: string; upstreamId: string }>,
}));

const simFetch: typeof fetch = (input, init) => {
  const url = input instanceof URL ? input.href : String(input);
  if (url.includes("/map_geojson")) state.mapCalls += 1;
  return sim.request(url, init);
};

vi.mock("@/lib/server/clock", () => ({ now: async () => state.now }));
vi.mock("../sync/upstream", () => ({
  upstreamFor: async () => ({
    client: new UpstreamClient({
      baseUrl: "http://localhost/v2",
      apiKey: state.key,
      fetch: simFetch,
      retryBaseMs: 1,
      maxRetries: 2,
    }),
    target: { mode: "simulated", baseUrl: "http://localhost/v2", apiKey: state.key },
    account: "test",
  }),
}));
vi.mock("@/lib/server/db", () => ({
  db: {
    container: {
      findFirst: async ({ where }: { where: { id: string; workspaceId: string } }) => {
        const row = state.containers.find((c) => c.id === where.id && c.workspaceId === where.workspaceId);
        return row ? { id: row.id, upstreamId: row.upstreamId, routeMap: state.saved.get(row.id) ?? null } : null;
      },
    },
    containerRouteMap: {
      upsert: async ({
        where,
        update,
      }: {
        where: { containerId: string };
        update: { geojson: unknown; fetchedAt: Date };
      }) => {
        state.saved.set(where.containerId, { geojson: update.geojson, fetchedAt: update.fetchedAt });
        return null;
      },
    },
  },
}));

const WORKSPACE = "11111111-1111-4111-8111-111111111111";
const ids = ["22222222-2222-4222-8222-222222222222", "33333333-3333-4333-8333-333333333333"] as const;

const faults = async (settings: Partial<FaultSettings> | null): Promise<void> => {
  await (settings ? sim.control.setFaults(settings) : sim.control.clearFaults());
};

beforeEach(async () => {
  const list = (await (
    await sim.request("/v2/containers?page[size]=2", { headers: { Authorization: "Token sim_paid_key" } })
  ).json()) as { data: Array<{ id: string }> };
  state.containers = ids.map((id, index) => ({ id, workspaceId: WORKSPACE, upstreamId: list.data[index]?.id ?? "" }));
  state.saved.clear();
  state.now = new Date("2026-03-05T15:00:00Z");
  state.key = "sim_paid_key";
});
afterEach(() => faults(null));
afterAll(() => sim.stop());

async function routeMap(workspaceId: string, id: string) {
  const { getContainerRouteMap } = await import("./route-map");
  return getContainerRouteMap(workspaceId, id);
}

describe("route map", () => {
  it("reads the service once, returns a route the drawer can draw, and serves the saved copy for six hours", async () => {
    const before = state.mapCalls;
    const first = await routeMap(WORKSPACE, ids[0]);
    expect(first).toMatchObject({
      stale: false,
      fetchedAt: "2026-03-05T15:00:00.000Z",
      data: { type: "FeatureCollection" },
    });
    const shape = readRoute(first.data);
    expect(shape.lines.length).toBeGreaterThan(0);
    expect(shape.points.filter((point) => point.label).length).toBeGreaterThanOrEqual(2);
    expect(projectRoute(shape)).not.toBeNull();

    state.now = new Date("2026-03-05T20:59:00Z");
    expect(await routeMap(WORKSPACE, ids[0])).toEqual(first);
    expect(state.mapCalls).toBe(before + 1);

    state.now = new Date("2026-03-05T21:00:00Z");
    expect(await routeMap(WORKSPACE, ids[0])).toMatchObject({ stale: false, fetchedAt: "2026-03-05T21:00:00.000Z" });
    expect(state.mapCalls).toBe(before + 2);
  });

  it("serves an old saved copy, marked stale, while the service is down; without one it is a 503", async () => {
    const saved = await routeMap(WORKSPACE, ids[0]);
    state.now = new Date("2026-03-06T15:00:00Z");
    await faults({ outage: true });
    expect(await routeMap(WORKSPACE, ids[0])).toEqual({ ...saved, stale: true });
    await expect(routeMap(WORKSPACE, ids[1])).rejects.toMatchObject({ code: "upstream_unavailable", status: 503 });
  });

  it("passes the service's 403 on and never serves a saved copy to an account without Routing Data", async () => {
    await routeMap(WORKSPACE, ids[0]);
    state.now = new Date("2026-03-06T15:00:00Z");
    state.key = "sim_basic_key";
    await expect(routeMap(WORKSPACE, ids[0])).rejects.toMatchObject({ code: "forbidden", status: 403 });
    await expect(routeMap(WORKSPACE, ids[1])).rejects.toMatchObject({ code: "forbidden", status: 403 });
  });

  it("treats another workspace's container, or a malformed id, as unknown without asking the service", async () => {
    const before = state.mapCalls;
    await expect(routeMap("44444444-4444-4444-8444-444444444444", ids[0])).rejects.toMatchObject({
      code: "not_found",
      status: 404,
    });
    await expect(routeMap(WORKSPACE, "../containers")).rejects.toMatchObject({ code: "not_found" });
    expect(state.mapCalls).toBe(before);
  });
});
