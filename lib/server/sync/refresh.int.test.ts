import { beforeAll, describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

// A dispatcher's refresh (and the priority refresh, through the same fetchContainer) stores the box's
// transport events, so the drawer's timeline starts at empty out even where no webhook ever arrived.
const world = backfilledWorkspace({ containers: 60, roles: ["dispatcher"] });
const sim = world.sim;
let workspaceId = "";

beforeAll(async () => {
  workspaceId = world.workspaceId;
}, 60_000);

type EventList = { data: Array<{ id: string; attributes: { event: string } }> };

describe("refresh with transport events", () => {
  it("stores every transport event of the box once, and the detail lists them from empty out on", async () => {
    const { db } = await import("@/lib/server/db");
    const { refreshContainer } = await import("./refresh");
    const { getContainerDetail } = await import("@/lib/server/containers/detail");
    // A box that has reached its port of discharge has its whole ocean leg behind it.
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, podArrivedAt: { not: null } },
      orderBy: { number: "asc" },
    });
    // The list sweep does not read transport events: that is what the refresh adds.
    expect(await db.transportEvent.count({ where: { workspaceId } })).toBe(0);

    await refreshContainer(workspaceId, row.id);
    const response = await sim.request(`/v2/containers/${row.upstreamId}/transport_events?page[size]=100`, {
      headers: { Authorization: "Token sim_paid_key" },
    });
    const service = (await response.json()) as EventList;
    expect(service.data.length).toBeGreaterThan(3);
    const stored = await db.transportEvent.findMany({
      where: { workspaceId, containerUpstreamId: row.upstreamId },
      orderBy: { timestamp: "asc" },
    });
    expect(stored.map((e) => e.upstreamId).sort()).toEqual(service.data.map((e) => e.id).sort());
    expect(stored.map((e) => e.event)).toEqual(
      expect.arrayContaining([
        "container.transport.empty_out",
        "container.transport.vessel_loaded",
        "container.transport.vessel_arrived",
      ]),
    );

    const detail = await getContainerDetail(workspaceId, row.id);
    expect(detail.transportEvents[0]?.event).toBe("container.transport.empty_out");
    expect(detail.transportEvents).toHaveLength(service.data.length);

    // A second refresh updates the same rows rather than adding copies.
    await refreshContainer(workspaceId, row.id);
    expect(await db.transportEvent.count({ where: { workspaceId } })).toBe(service.data.length);
  });

  it("stores another workspace's read under that workspace only", async () => {
    const { db } = await import("@/lib/server/db");
    const { fetchContainer } = await import("./refresh");
    const other = (await createTestWorkspace(["dispatcher"])).workspace.id;
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, podArrivedAt: { not: null } },
      orderBy: { number: "desc" },
    });
    const ours = await db.transportEvent.count({ where: { workspaceId } });
    await fetchContainer(other, row.upstreamId, { priority: "background", ref: "test", events: true });
    expect(
      await db.transportEvent.count({ where: { workspaceId: other, containerUpstreamId: row.upstreamId } }),
    ).toBeGreaterThan(0);
    expect(await db.transportEvent.count({ where: { workspaceId } })).toBe(ours);
  });

  it("priority refresh reads the boxes about to matter, then leaves a box it just read alone for 30 minutes", async () => {
    const { db } = await import("@/lib/server/db");
    const { now } = await import("@/lib/server/clock");
    const { priorityRefresh } = await import("./refresh");
    const at = await now("simulated");
    const picked = await db.container.findMany({
      where: { workspaceId },
      orderBy: { number: "asc" },
      take: 3,
      select: { id: true },
    });
    const ids = picked.map((row) => row.id);
    // Due tomorrow, at a terminal, terminal data 7 hours old, not changed by a sync for an hour.
    const makeCandidates = () =>
      db.container.updateMany({
        where: { id: { in: ids } },
        data: {
          bucket: "ready",
          governingLfd: new Date(at.getTime() + 86_400_000),
          podFullOutAt: null,
          terminalCheckedAt: new Date(at.getTime() - 7 * 3_600_000),
          syncedAt: new Date(Date.now() - 3_600_000),
        },
      });

    await makeCandidates();
    await priorityRefresh(workspaceId, 1_000);
    const read = await db.container.findMany({ where: { id: { in: ids } }, select: { fetchedAt: true } });
    expect(read.every((row) => row.fetchedAt !== null)).toBe(true);

    await makeCandidates();
    expect(await priorityRefresh(workspaceId, 1_000)).toBe(0);

    await db.container.updateMany({
      where: { id: { in: ids } },
      data: { fetchedAt: new Date(Date.now() - 31 * 60_000) },
    });
    expect(await priorityRefresh(workspaceId, 1_000)).toBe(3);
  });
});
