// The board rows' work columns, merged per viewer onto a page cached for everyone: a change made through the
// app shows on the writer's very next read, and a viewer's own `watching` never reaches another viewer.
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, makeBoxes, routeContext, sessionUserOf, type TestBox } from "@/lib/testing/work-fixtures";
import type { BoardWorkSummary } from "@/lib/shared/work-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const { rowsWithWork } = await import("./board-page");
const workRoute = await import("@/app/api/containers/[id]/work/route");
const containersRoute = await import("@/app/api/containers/route");

const world = { workspaceId: "", alice: "", bob: "", boxes: [] as TestBox[] };

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher"]);
  world.workspaceId = workspace.id;
  [world.alice, world.bob] = users.map((user) => user.id) as [string, string];
  world.boxes = await makeBoxes(world.workspaceId, 2);
});

// A page as the page cache holds it: one object per unchanged page, rows serialized without work.
const pageOf = (boxes: TestBox[]) => ({
  ids: boxes.map((b) => b.id),
  rows: boxes.map((b) => JSON.stringify({ id: b.id })),
  rest: "{}",
});
const workOf = (rows: string[]) => rows.map((json) => (JSON.parse(json) as { work: BoardWorkSummary }).work);

async function patchAs(userId: string, id: string, body: unknown): Promise<number> {
  session.user = await sessionUserOf(userId);
  return (
    await workRoute.PATCH(appRequest(`/api/containers/${id}/work`, { method: "PATCH", body }), routeContext({ id }))
  ).status;
}

describe("rowsWithWork", () => {
  it("reuses the merge while nothing changed, and shows a change made through the app on the next read", async () => {
    const page = pageOf(world.boxes);
    const first = await rowsWithWork(world.workspaceId, world.alice, page);
    expect(workOf(first).map((w) => w.noteCount)).toEqual([0, 0]);
    expect(await rowsWithWork(world.workspaceId, world.alice, page)).toEqual(first);

    const [box] = world.boxes;
    expect(await patchAs(world.bob, box?.id ?? "", { note: "gate at 6" })).toBe(200);
    expect(await patchAs(world.bob, box?.id ?? "", { version: 0, assigneeId: world.bob })).toBe(200);
    const after = workOf(await rowsWithWork(world.workspaceId, world.alice, page));
    expect(after[0]?.noteCount).toBe(1);
    expect(after[0]?.assignee?.id).toBe(world.bob);
    expect(after[1]?.noteCount).toBe(0);
  });

  it("keeps each viewer's watching their own on the same cached page", async () => {
    const page = pageOf(world.boxes);
    const [, box] = world.boxes;
    expect(await patchAs(world.alice, box?.id ?? "", { watch: true })).toBe(200);
    const alice = workOf(await rowsWithWork(world.workspaceId, world.alice, page));
    const bob = workOf(await rowsWithWork(world.workspaceId, world.bob, page));
    expect(alice.map((w) => w.watching)).toEqual([false, true]);
    expect(bob.map((w) => w.watching)).toEqual([false, false]);
  });

  it("through GET /api/containers, two viewers of one cached page each see their own watching and everyone's notes", async () => {
    const [first, second] = world.boxes;
    const board = async (userId: string) => {
      session.user = await sessionUserOf(userId);
      const response = await containersRoute.GET(appRequest("/api/containers?sort=number&limit=100"), routeContext({}));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: Array<{ id: string; work: BoardWorkSummary }> };
      return new Map(body.data.map((row) => [row.id, row.work]));
    };
    expect(await patchAs(world.bob, first?.id ?? "", { watch: true })).toBe(200);
    expect(await patchAs(world.alice, first?.id ?? "", { note: "check the chassis" })).toBe(200);
    // Read twice each, so the second read of each viewer comes from the caches.
    for (let round = 0; round < 2; round += 1) {
      const alice = await board(world.alice);
      const bob = await board(world.bob);
      expect(alice.get(first?.id ?? "")?.watching).toBe(false);
      expect(bob.get(first?.id ?? "")?.watching).toBe(true);
      expect(alice.get(second?.id ?? "")?.watching).toBe(true);
      expect(bob.get(second?.id ?? "")?.watching).toBe(false);
      expect(alice.get(first?.id ?? "")?.noteCount).toBe(2);
      expect(bob.get(first?.id ?? "")?.noteCount).toBe(2);
    }
  });
});
