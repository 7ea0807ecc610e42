import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { readRoute } from "@/components/board/geojson";
import { projectRoute } from "@/components/map/project-route";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { SIM_START } from "@/lib/testing/sim-start";

// GET /api/containers/{id}/map's module: the service's map_geojson read once and kept in PostgreSQL, served
// from there while younger than six hours and whenever the service is down; a 403 for an account without
// Routing Data reaches the browser as a 403. The simulator's clock stands still, so only the test moves it.
const world = backfilledWorkspace({ containers: 60, roles: ["dispatcher"] });
const sim = world.sim;
let workspaceId = "";
let containerIds: string[] = [];

const realFetch = globalThis.fetch;
const fetchSpy = vi.spyOn(globalThis, "fetch");
// A live account's calls go through a fetch pinned to its base URL's checked public addresses, and this machine
// has no internet DNS: this file is about the service's answers, so they go through the spied fetch instead.
vi.mock("@/lib/server/http/account-base-url", () => ({
  accountFetch: () => (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
}));
/** Calls that reached (or tried to reach) the service's map endpoint. */
const mapCalls = () =>
  fetchSpy.mock.calls.filter(([url]) => String(url instanceof Request ? url.url : url).includes("/map_geojson")).length;

async function simControl(path: string, method: string, body?: unknown): Promise<void> {
  const response = await sim.request(`/_sim${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  workspaceId = world.workspaceId;
  const { db } = await import("@/lib/server/db");
  containerIds = (
    await db.container.findMany({ where: { workspaceId }, orderBy: { number: "asc" }, select: { id: true }, take: 2 })
  ).map((row) => row.id);
}, 60_000);
afterEach(async () => {
  await simControl("/faults", "DELETE");
});
afterAll(async () => {
  const { resetClock } = await import("@/lib/server/clock");
  fetchSpy.mockRestore();
  resetClock();
});

async function routeMap(workspace: string, id: string) {
  const { getContainerRouteMap } = await import("./route-map");
  return getContainerRouteMap(workspace, id);
}

describe("container route map", () => {
  it("reads the route from the service once and serves the saved copy after that", async () => {
    const id = containerIds[0] ?? "";
    const before = mapCalls();
    const first = await routeMap(workspaceId, id);
    expect(mapCalls()).toBe(before + 1);
    expect(first).toMatchObject({
      stale: false,
      fetchedAt: new Date(SIM_START).toISOString(),
      data: { type: "FeatureCollection" },
    });
    // What the drawer draws: port points with names, and at least one leg between them.
    const shape = readRoute(first.data);
    expect(shape.lines.length).toBeGreaterThan(0);
    expect(shape.points.filter((point) => point.label).length).toBeGreaterThanOrEqual(2);
    expect(projectRoute(shape)?.paths.length).toBeGreaterThan(0);

    const { db } = await import("@/lib/server/db");
    expect(
      await db.containerRouteMap.findUnique({ where: { containerId: id }, select: { workspaceId: true } }),
    ).toEqual({ workspaceId });

    const again = await routeMap(workspaceId, id);
    expect(again).toEqual(first);
    expect(mapCalls()).toBe(before + 1);
  });

  it("serves the saved copy when the service is down, and reads a new one once the copy is over six hours old", async () => {
    const id = containerIds[0] ?? "";
    const saved = await routeMap(workspaceId, id);
    const { resetClock } = await import("@/lib/server/clock");
    await simControl("/clock", "POST", { advance: "PT7H", tick: false });
    resetClock();

    await simControl("/faults", "POST", { outage: true });
    const before = mapCalls();
    const during = await routeMap(workspaceId, id);
    expect(mapCalls()).toBeGreaterThan(before);
    expect(during).toEqual({ ...saved, stale: true });

    await simControl("/faults", "DELETE");
    const after = await routeMap(workspaceId, id);
    expect(after).toMatchObject({
      stale: false,
      fetchedAt: new Date(Date.parse(SIM_START) + 7 * 3_600_000).toISOString(),
    });
  });

  it("says the service is unavailable when it is down and no copy was saved", async () => {
    await simControl("/faults", "POST", { outage: true });
    await expect(routeMap(workspaceId, containerIds[1] ?? "")).rejects.toMatchObject({ code: "upstream_unavailable" });
  });

  it("answers 403 for an account without Routing Data and 404 for another workspace's container", async () => {
    const { env } = await import("@/lib/env.mjs");
    const { db } = await import("@/lib/server/db");
    const { sealAccountKey } = await import("@/lib/server/sealed-account-key");
    const { toErrorResponse } = await import("@/lib/server/http-error");
    const { fetchContainer } = await import("@/lib/server/sync/refresh");
    const basic = (await createTestWorkspace(["dispatcher"])).workspace.id;
    // A saved key goes over https only: this account's https base URL is answered by the simulator.
    const liveBase = "https://basic-account.example.test/v2";
    await db.workspaceSettings.update({
      where: { workspaceId: basic },
      data: {
        apiKeyCiphertext: sealAccountKey("sim_basic_key", liveBase),
        apiKeyLast4: "_key",
        baseUrl: liveBase,
      },
    });
    fetchSpy.mockImplementation((input, init) =>
      realFetch(
        typeof input === "string" || input instanceof URL ? String(input).replace(liveBase, env.SIMULATOR_URL) : input,
        init,
      ),
    );
    let refused: unknown;
    try {
      const paid = await db.container.findUniqueOrThrow({
        where: { id: containerIds[0] ?? "" },
        select: { upstreamId: true },
      });
      await fetchContainer(basic, paid.upstreamId, { priority: "interactive", ref: "test" });
      const own = await db.container.findFirstOrThrow({
        where: { workspaceId: basic, upstreamId: paid.upstreamId },
        select: { id: true },
      });
      refused = await routeMap(basic, own.id).catch((error: unknown) => error);
    } finally {
      fetchSpy.mockImplementation(realFetch);
    }
    expect(refused).toMatchObject({ code: "forbidden" });
    expect(toErrorResponse(refused).status).toBe(403);

    // The other workspace's saved route is never served here, nor its container found.
    await expect(routeMap(basic, containerIds[0] ?? "")).rejects.toMatchObject({ code: "not_found" });
    await expect(routeMap(basic, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
  });
});
