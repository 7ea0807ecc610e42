// The board's work filters (assignee, watching, planned pickup, notes) ANDed with the board's own where, and the work
// columns a board row merges, on a scenario set up here.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { whereOf } from "@/lib/server/containers/where";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, errorOf, makeBoxes, routeContext, sessionUserOf, type TestBox } from "@/lib/testing/work-fixtures";
import type { SessionUser } from "@/lib/shared/session-api";
import { containersQuerySchema } from "@/lib/validations/containers-query";
import type { WorkFilters } from "@/lib/validations/work";

import { workWhere } from "./board-filters";
import { workSummaries } from "./board-summary";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const world = { workspaceId: "", me: "", colleague: "", boxes: [] as TestBox[] };
const id = (i: number): string => world.boxes[i]?.id ?? "";

function todayIn(zone: string, offsetDays = 0): string {
  const date = new Date(
    `${new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())}T00:00:00Z`,
  );
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher"]);
  world.workspaceId = workspace.id;
  [world.me, world.colleague] = users.map((u) => u.id) as [string, string];
  await db.workspaceSettings.update({ where: { workspaceId: workspace.id }, data: { apiKeyCiphertext: "v1.test" } });
  // 0: mine, planned today (Los Angeles); 1: mine, planned tomorrow, watched by me; 2: the colleague's, planned
  // today in Kiritimati (a calendar day ahead of Los Angeles), watched by me; 3: a work row, nobody assigned,
  // watched by the colleague; 4: no work at all; 5: mine but returned (off the board). Notes: 0 has two and a
  // deleted one, 1 has one, 3 has only a deleted one, 5 (off the board) has one.
  world.boxes = await makeBoxes(workspace.id, 6, (i) => ({ bucket: i === 5 ? "done" : "ready" }));
  const work = (
    i: number,
    data: { assigneeId?: string | null; plannedPickupDate?: string; plannedPickupZone?: string },
  ) =>
    db.containerWork.create({
      data: {
        containerId: id(i),
        workspaceId: workspace.id,
        tags: [],
        assigneeId: data.assigneeId ?? null,
        plannedPickupZone: data.plannedPickupZone ?? null,
        plannedPickupDate: data.plannedPickupDate ? new Date(`${data.plannedPickupDate}T00:00:00Z`) : null,
      },
    });
  await work(0, {
    assigneeId: world.me,
    plannedPickupDate: todayIn("America/Los_Angeles"),
    plannedPickupZone: "America/Los_Angeles",
  });
  await work(1, {
    assigneeId: world.me,
    plannedPickupDate: todayIn("America/Los_Angeles", 1),
    plannedPickupZone: "America/Los_Angeles",
  });
  await work(2, {
    assigneeId: world.colleague,
    plannedPickupDate: todayIn("Pacific/Kiritimati"),
    plannedPickupZone: "Pacific/Kiritimati",
  });
  await work(3, {});
  await work(5, { assigneeId: world.me });
  await db.containerWatch.createMany({
    data: [1, 2].map((i) => ({ containerId: id(i), userId: world.me, workspaceId: workspace.id })),
  });
  await db.containerWatch.create({ data: { containerId: id(3), userId: world.colleague, workspaceId: workspace.id } });
  await db.containerNote.createMany({
    data: [0, 0, 1].map((i) => ({
      containerId: id(i),
      workspaceId: workspace.id,
      authorId: world.me,
      body: "n",
      mentions: [],
    })),
  });
  await db.containerNote.createMany({
    data: [0, 3].map((i) => ({
      containerId: id(i),
      workspaceId: workspace.id,
      authorId: world.me,
      body: "gone",
      mentions: [],
      deletedAt: new Date(),
    })),
  });
  await db.containerNote.create({
    data: { containerId: id(5), workspaceId: workspace.id, authorId: world.colleague, body: "n", mentions: [] },
  });
});

async function boardIds(filters: WorkFilters, viewer = world.me): Promise<string[]> {
  const board = whereOf(world.workspaceId, containersQuerySchema.parse({}), null);
  const work = await workWhere(filters, { id: viewer, workspaceId: world.workspaceId });
  const rows = await db.container.findMany({
    where: { AND: [board, ...work] },
    select: { id: true },
    orderBy: { number: "asc" },
  });
  return rows.map((row) => row.id);
}

describe("board work filters", () => {
  it("Mine, someone's, Unassigned", async () => {
    expect(await boardIds({ assignee: "me" })).toEqual([id(0), id(1)]);
    expect(await boardIds({ assignee: "me" }, world.colleague)).toEqual([id(2)]);
    expect(await boardIds({ assignee: world.colleague })).toEqual([id(2)]);
    expect(await boardIds({ assignee: "unassigned" })).toEqual([id(3), id(4)]);
  });

  it("Watching is the viewer's own list", async () => {
    expect(await boardIds({ watching: "1" })).toEqual([id(1), id(2)]);
    expect(await boardIds({ watching: "1" }, world.colleague)).toEqual([id(3)]);
  });

  it("Has notes is the boxes with a note nobody deleted, whoever wrote it", async () => {
    expect(await boardIds({ hasNotes: "1" })).toEqual([id(0), id(1)]);
    expect(await boardIds({ hasNotes: "1" }, world.colleague)).toEqual([id(0), id(1)]);
    expect(await boardIds({ hasNotes: "1", watching: "1" })).toEqual([id(1)]);
  });

  it("Has notes through GET /api/containers, and a bad value is refused", async () => {
    const containersRoute = await import("@/app/api/containers/route");
    session.user = await sessionUserOf(world.me);
    const response = await containersRoute.GET(
      appRequest("/api/containers?hasNotes=1&sort=number&limit=100"),
      routeContext({}),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<{ id: string }> };
    expect(body.data.map((row) => row.id)).toEqual([id(0), id(1)]);
    const bad = await containersRoute.GET(appRequest("/api/containers?hasNotes=maybe"), routeContext({}));
    // The board's query is validated like its other filters: a 422 naming the field.
    expect(await errorOf(bad)).toMatchObject({
      status: 422,
      code: "validation_failed",
      details: [expect.objectContaining({ path: "hasNotes" })],
    });
  });

  it("Planned today is today at each box's own terminal; a date is that local date", async () => {
    expect(await boardIds({ plannedPickup: "today" })).toEqual([id(0), id(2)]);
    expect(await boardIds({ plannedPickup: todayIn("America/Los_Angeles", 1) })).toContain(id(1));
    expect(await boardIds({ plannedPickup: "today", assignee: "me" })).toEqual([id(0)]);
  });

  it("gives each row its assignee, planned pickup, live note count and the viewer's watch", async () => {
    const summaries = await workSummaries(world.workspaceId, world.me, [id(0), id(1), id(4)]);
    const me = await db.user.findUniqueOrThrow({ where: { id: world.me } });
    expect(summaries.get(id(0))).toEqual({
      assignee: { id: me.id, name: me.name, email: me.email },
      plannedPickup: { date: todayIn("America/Los_Angeles"), windowStart: null, windowEnd: null },
      noteCount: 2,
      watching: false,
      tags: [],
    });
    expect(summaries.get(id(1))).toMatchObject({ noteCount: 1, watching: true });
    expect(summaries.get(id(4))).toEqual({
      assignee: null,
      plannedPickup: null,
      noteCount: 0,
      watching: false,
      tags: [],
    });
  });
});
