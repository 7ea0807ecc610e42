// GET /api/containers with the team's work: every row carries its assignee, planned pickup, note count and the
// viewer's own watch, and the work filters (assignee, watching, planned pickup) narrow the page, its total and
// its counts. Through the real route handler, with the page cache in play (two viewers, one page).
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { ContainersResponse } from "@/lib/shared/container-api";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, makeBoxes, routeContext, sessionUserOf, type TestBox } from "@/lib/testing/work-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => {
  const { AppError } = await import("@/lib/shared/app-error");
  return {
    requireUser: async () => {
      if (!session.user) throw new AppError("unauthorized", "Sign in to continue.");
      return session.user;
    },
  };
});

const route = await import("@/app/api/containers/route");

const world = { workspaceId: "", me: "", colleague: "", boxes: [] as TestBox[] };
const id = (i: number): string => world.boxes[i]?.id ?? "";

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher"]);
  world.workspaceId = workspace.id;
  [world.me, world.colleague] = users.map((u) => u.id) as [string, string];
  await db.workspaceSettings.create({ data: { workspaceId: workspace.id, apiKeyCiphertext: "v1.test" } });
  // 0: mine, two notes, watched by me; 1: the colleague's, planned 2030-01-15, watched by the colleague; 2: nobody's.
  world.boxes = await makeBoxes(workspace.id, 3);
  await db.containerWork.create({ data: { containerId: id(0), workspaceId: workspace.id, tags: ["hot"], assigneeId: world.me } });
  await db.containerWork.create({ data: { containerId: id(1), workspaceId: workspace.id, tags: [], assigneeId: world.colleague, plannedPickupDate: new Date("2030-01-15T00:00:00Z"), plannedPickupZone: "America/Los_Angeles", plannedPickupStart: "08:00" } });
  await db.containerNote.createMany({ data: [0, 0].map((i) => ({ containerId: id(i), workspaceId: workspace.id, authorId: world.me, body: "n", mentions: [] })) });
  await db.containerWatch.create({ data: { containerId: id(0), userId: world.me, workspaceId: workspace.id } });
  await db.containerWatch.create({ data: { containerId: id(1), userId: world.colleague, workspaceId: workspace.id } });
});

afterEach(() => {
  session.user = null;
});

async function board(viewer: string, search = ""): Promise<ContainersResponse> {
  session.user = await sessionUserOf(viewer);
  const response = await route.GET(appRequest(`/api/containers?limit=50${search}`), routeContext({}));
  expect(response.status).toBe(200);
  return (await response.json()) as ContainersResponse;
}

const workOf = (page: ContainersResponse, i: number) => page.data.find((row) => row.id === id(i))?.work;

describe("GET /api/containers with the team's work", () => {
  it("gives every row its work, with the viewer's own watch even from a cached page", async () => {
    const mine = await board(world.me);
    expect(mine.data).toHaveLength(3);
    expect(workOf(mine, 0)).toMatchObject({ assignee: { id: world.me }, noteCount: 2, watching: true, tags: ["hot"], plannedPickup: null });
    expect(workOf(mine, 1)).toMatchObject({ assignee: { id: world.colleague }, plannedPickup: { date: "2030-01-15", windowStart: "08:00", windowEnd: null }, watching: false });
    expect(workOf(mine, 2)).toEqual({ assignee: null, plannedPickup: null, noteCount: 0, watching: false, tags: [] });
    // The same page again, for the colleague: the page may come from the cache, the watches may not.
    const theirs = await board(world.colleague);
    expect(workOf(theirs, 0)?.watching).toBe(false);
    expect(workOf(theirs, 1)?.watching).toBe(true);
  });

  it("filters by assignee, watching and planned pickup, and counts what it shows", async () => {
    const ids = (page: ContainersResponse) => page.data.map((row) => row.id).sort();
    const mine = await board(world.me, "&assignee=me");
    expect(ids(mine)).toEqual([id(0)]);
    expect(mine.total).toBe(1);
    expect(ids(await board(world.colleague, "&assignee=me"))).toEqual([id(1)]);
    expect(ids(await board(world.me, "&assignee=unassigned"))).toEqual([id(2)]);
    expect(ids(await board(world.me, "&watching=1"))).toEqual([id(0)]);
    expect(ids(await board(world.colleague, "&watching=1"))).toEqual([id(1)]);
    expect(ids(await board(world.me, "&plannedPickup=2030-01-15"))).toEqual([id(1)]);
  });

  it("shows a new assignment on the next read (work filters are never served from a stale page)", async () => {
    expect((await board(world.me, "&assignee=me")).total).toBe(1);
    await db.containerWork.create({ data: { containerId: id(2), workspaceId: world.workspaceId, tags: [], assigneeId: world.me } });
    const after = await board(world.me, "&assignee=me");
    expect(after.data.map((row) => row.id).sort()).toEqual([id(0), id(2)].sort());
    expect(workOf(await board(world.me), 2)?.assignee?.id).toBe(world.me);
  });
});
