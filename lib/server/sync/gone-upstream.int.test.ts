import { describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

// A box the service stops listing (deleted upstream, dropped from the account) is marked by the next complete
// sweep, leaves the board (a search still finds it, and its detail says so), and comes back when it is listed
// again. A sweep that resumed half-way knows nothing about the pages it skipped and marks nothing.
const fixture = backfilledWorkspace({ containers: 250, roles: ["admin"] });

async function control(method: string, path: string): Promise<number> {
  return (await fixture.sim.request(`/_sim${path}`, { method })).status;
}

describe("containers that disappear upstream", () => {
  it("are marked by a complete sweep, leave the board, stay searchable, and come back when listed again", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { listContainers } = await import("@/lib/server/containers/query");
    const { getContainerDetail } = await import("@/lib/server/containers/detail");
    const { containersQuerySchema } = await import("@/lib/validations/containers-query");
    const board = (query: Record<string, string> = {}) =>
      listContainers(workspaceId, containersQuerySchema.parse({ limit: "500", ...query }));

    const box = await db.container.findFirstOrThrow({
      where: { workspaceId, bucket: { not: "done" } },
      orderBy: { number: "asc" },
    });
    const before = await board();
    expect(before.data.map((row) => row.id)).toContain(box.id);
    expect(await db.container.count({ where: { workspaceId, goneUpstreamAt: { not: null } } })).toBe(0);

    expect(await control("DELETE", `/containers/${box.number}`)).toBe(200);
    const sweep = await syncLists(workspaceId, { ref: "sweep" });
    expect(sweep).toMatchObject({ resumed: false, gone: 1 });
    const gone = await db.container.findMany({
      where: { workspaceId, goneUpstreamAt: { not: null } },
      select: { id: true },
    });
    expect(gone.map((row) => row.id)).toEqual([box.id]);

    const after = await board();
    expect(after.data.map((row) => row.id)).not.toContain(box.id);
    expect(after.total).toBe(before.total - 1);
    expect((await board({ q: box.number })).data.map((row) => row.id)).toContain(box.id);
    expect((await getContainerDetail(workspaceId, box.id)).goneUpstreamAt).not.toBeNull();

    expect(await control("POST", `/containers/${box.number}/restore`)).toBe(200);
    expect(await syncLists(workspaceId, { ref: "sweep" })).toMatchObject({ gone: 0 });
    expect(await db.container.count({ where: { workspaceId, goneUpstreamAt: { not: null } } })).toBe(0);
    expect((await board()).data.map((row) => row.id)).toContain(box.id);
    expect((await getContainerDetail(workspaceId, box.id)).goneUpstreamAt).toBeNull();
  });

  it("marks nothing after a sweep that resumed half-way through the container list", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { saveCursor } = await import("@/lib/server/sync/cursor");
    const { env } = await import("@/lib/env.mjs");
    const box = await db.container.findFirstOrThrow({ where: { workspaceId }, orderBy: { number: "desc" } });
    expect(await control("DELETE", `/containers/${box.number}`)).toBe(200);

    // As if a worker had been killed after the first page of containers.
    const next = `${env.SIMULATOR_URL}/containers?include=pod_terminal&page[number]=2&page[size]=100`;
    await saveCursor(workspaceId, { ref: "sweep", phase: "containers", next, startedAt: new Date().toISOString() });
    const resumed = await syncLists(workspaceId, { ref: "sweep" });
    expect(resumed).toMatchObject({ resumed: true, gone: 0 });
    // The run read only the pages after the first.
    const listed = (await fixture.sim.control.state()).accounts["demo"]?.containers ?? 0;
    expect(listed).toBeGreaterThan(100);
    expect(resumed.requests).toBe(Math.ceil(listed / 100) - 1);
    expect(await db.container.count({ where: { workspaceId, goneUpstreamAt: { not: null } } })).toBe(0);
    expect((await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).syncCursor).toBeNull();

    // The next complete sweep does.
    expect(await syncLists(workspaceId, { ref: "sweep" })).toMatchObject({ resumed: false, gone: 1 });
    expect(await control("POST", `/containers/${box.number}/restore`)).toBe(200);
  });
});
