// POST /api/containers/bulk and GET /api/containers/bulk/{jobId} through the real handlers and database:
// a batch of 200 with a mix of outcomes, the view form ("select all", loaded or not), async progress, the
// limits and roles. The session lookup is replaced; its role check is the real one's.
import { randomUUID } from "node:crypto";

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, errorOf, makeBoxes, routeContext, sessionUserOf, type TestBox } from "@/lib/testing/work-fixtures";
import type { BulkJobView, BulkResult } from "@/lib/shared/work-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const bulkRoute = await import("@/app/api/containers/bulk/route");
const jobRoute = await import("@/app/api/containers/bulk/[jobId]/route");
const workRoute = await import("@/app/api/containers/[id]/work/route");

const world = {
  workspaceId: "",
  dispatcher: "",
  dispatcher2: "",
  manager: "",
  otherBoxes: [] as TestBox[],
  otherWorkspaceId: "",
  otherDispatcher: "",
};

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher", "manager"]);
  world.workspaceId = workspace.id;
  [world.dispatcher, world.dispatcher2, world.manager] = users.map((user) => user.id) as [string, string, string];
  // Live mode: "today" is the real date at each terminal, which the test computes itself.
  await db.workspaceSettings.update({ where: { workspaceId: workspace.id }, data: { apiKeyCiphertext: "v1.test" } });
  const other = await createTestWorkspace(["dispatcher"]);
  world.otherWorkspaceId = other.workspace.id;
  world.otherDispatcher = other.users[0]?.id ?? "";
  world.otherBoxes = await makeBoxes(other.workspace.id, 5);
});

afterEach(() => {
  session.user = null;
});

async function as(userId: string): Promise<void> {
  session.user = await sessionUserOf(userId);
}

const bulk = (body: unknown): Promise<Response> =>
  bulkRoute.POST(appRequest("/api/containers/bulk", { body }), routeContext({}));
const job = (jobId: string): Promise<Response> =>
  jobRoute.GET(appRequest(`/api/containers/bulk/${jobId}`), routeContext({ jobId }));

function todayIn(zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

describe("POST /api/containers/bulk", () => {
  it("assigns 200 selected ids: the 190 of this workspace succeed, the rest fail with a reason, each change is audited", async () => {
    await as(world.dispatcher);
    const boxes = await makeBoxes(world.workspaceId, 190);
    const strangers = [
      ...world.otherBoxes.map((b) => b.id),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      "not-an-id",
    ];
    const ids = [...boxes.map((b) => b.id), ...strangers];
    expect(ids).toHaveLength(200);
    const response = await bulk({ ids, action: "assign", assigneeId: world.dispatcher2 });
    expect(response.status).toBe(200);
    const result = (await response.json()) as BulkResult;
    expect(new Set(result.succeeded)).toEqual(new Set(boxes.map((b) => b.id)));
    expect(result.failed.map((f) => f.id).sort()).toEqual([...strangers].sort());
    expect(result.failed.every((f) => f.reason === "Not on this workspace's board.")).toBe(true);

    const assignee = await db.user.findUniqueOrThrow({ where: { id: world.dispatcher2 } });
    const events = await db.auditEvent.findMany({
      where: { workspaceId: world.workspaceId, kind: "assignment", containerId: { in: boxes.map((b) => b.id) } },
    });
    expect(events).toHaveLength(190);
    for (const event of events) {
      expect(event.actorId).toBe(world.dispatcher);
      expect(event.changes).toEqual([
        { field: "assignee", from: null, to: { id: assignee.id, label: assignee.email } },
      ]);
    }
    expect(
      await db.containerWork.count({
        where: { containerId: { in: boxes.map((b) => b.id) }, assigneeId: assignee.id, version: 1 },
      }),
    ).toBe(190);
    // Nothing of the other workspace was touched.
    expect(await db.containerWork.count({ where: { workspaceId: world.otherWorkspaceId } })).toBe(0);

    // Assigning the same person again changes nothing: no new entries, no version bump.
    const again = (await (
      await bulk({ ids: boxes.map((b) => b.id), action: "assign", assigneeId: world.dispatcher2 })
    ).json()) as BulkResult;
    expect(again.succeeded).toHaveLength(190);
    expect(
      await db.auditEvent.count({ where: { kind: "assignment", containerId: { in: boxes.map((b) => b.id) } } }),
    ).toBe(190);

    // A single edit based on the version read before the bulk change gets its conflict.
    const first = boxes[0]?.id ?? "";
    const stale = await workRoute.PATCH(
      appRequest(`/api/containers/${first}/work`, { method: "PATCH", body: { version: 0, assigneeId: null } }),
      routeContext({ id: first }),
    );
    expect(await errorOf(stale)).toMatchObject({ status: 409 });
  });

  it("plans a pickup for 200 boxes asynchronously, with progress, failing the boxes whose terminal is already past that date", async () => {
    await as(world.dispatcher);
    // Pago Pago (UTC-11) is always a calendar day or two behind Kiritimati (UTC+14).
    const boxes = await makeBoxes(world.workspaceId, 200, (i) => ({
      podTimezone: i % 4 === 0 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago",
    }));
    const late = boxes.filter((_, i) => i % 4 === 0).map((b) => b.id);
    const date = todayIn("Pacific/Pago_Pago");
    const started = await bulk({
      ids: boxes.map((b) => b.id),
      action: "plan_pickup",
      plannedPickup: { date, windowStart: "07:00" },
      async: true,
    });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };

    let view: BulkJobView | null = null;
    await vi.waitFor(
      async () => {
        view = (await (await job(jobId)).json()) as BulkJobView;
        expect(view.status).toBe("done");
      },
      { timeout: 20_000, interval: 100 },
    );
    const done = view as unknown as BulkJobView;
    expect(done).toMatchObject({ id: jobId, action: "plan_pickup", total: 200, done: 200 });
    expect(done.failed.map((f) => f.id).sort()).toEqual([...late].sort());
    expect(done.failed[0]?.reason).toMatch(/before today/);
    expect(done.succeeded).toHaveLength(150);
    const planned = await db.containerWork.findMany({
      where: { containerId: { in: boxes.map((b) => b.id) }, plannedPickupDate: new Date(`${date}T00:00:00Z`) },
    });
    expect(planned).toHaveLength(150);
    expect(
      planned.every((row) => row.plannedPickupZone === "Pacific/Pago_Pago" && row.plannedPickupStart === "07:00"),
    ).toBe(true);
    expect(
      await db.auditEvent.count({ where: { kind: "planned_pickup", containerId: { in: boxes.map((b) => b.id) } } }),
    ).toBe(150);
  });

  it("acts on every box of a board view, loaded or not, with the board's filters and the work filters", async () => {
    await as(world.dispatcher);
    const tag = `view-${randomUUID().slice(0, 6)}`;
    const boxes = await makeBoxes(world.workspaceId, 30, (i) => ({
      tags: [tag],
      bucket: i < 12 ? "blocked" : "ready",
    }));
    const blocked = boxes.slice(0, 12).map((b) => b.id);
    const tagged = (await (
      await bulk({ ids: { view: `bucket=blocked&tag=${tag}&sort=lfd&limit=5` }, action: "tag", tags: ["chase-broker"] })
    ).json()) as BulkResult;
    expect(new Set(tagged.succeeded)).toEqual(new Set(blocked));
    expect(
      await db.containerWork.count({ where: { containerId: { in: blocked }, tags: { has: "chase-broker" } } }),
    ).toBe(12);

    // Work filters: assign five to me, then "Mine" within the view selects those five.
    await bulk({ ids: blocked.slice(0, 5), action: "assign", assigneeId: world.dispatcher });
    const mine = (await (
      await bulk({ ids: { view: `tag=${tag}&assignee=me` }, action: "watch" })
    ).json()) as BulkResult;
    expect(new Set(mine.succeeded)).toEqual(new Set(blocked.slice(0, 5)));
    expect(
      await db.containerWatch.count({
        where: { userId: world.dispatcher, containerId: { in: boxes.map((b) => b.id) } },
      }),
    ).toBe(5);
    const unassigned = (await (
      await bulk({ ids: { view: `tag=${tag}&assignee=unassigned&bucket=blocked` }, action: "unwatch" })
    ).json()) as BulkResult;
    expect(new Set(unassigned.succeeded)).toEqual(new Set(blocked.slice(5)));

    // A search selects what the board's search finds.
    const one = boxes[20];
    const searched = (await (
      await bulk({ ids: { view: `q=${one?.number.toLowerCase() ?? ""}` }, action: "untag", tags: ["nothing"] })
    ).json()) as BulkResult;
    expect(searched.succeeded).toEqual([one?.id]);
  });

  it("fails, per box, a tag that would go past 20 tags", async () => {
    await as(world.dispatcher);
    const [full, roomy] = await makeBoxes(world.workspaceId, 2);
    await db.containerWork.create({
      data: {
        containerId: full?.id ?? "",
        workspaceId: world.workspaceId,
        tags: Array.from({ length: 20 }, (_, i) => `t${i}`),
      },
    });
    const result = (await (
      await bulk({ ids: [full?.id, roomy?.id], action: "tag", tags: ["one-more"] })
    ).json()) as BulkResult;
    expect(result.succeeded).toEqual([roomy?.id]);
    expect(result.failed).toEqual([{ id: full?.id, reason: "It would have more than 20 tags." }]);
  });

  it.each([
    ["an empty selection", () => ({ ids: [], action: "watch" })],
    ["blank ids only", () => ({ ids: [" ", ""], action: "watch" })],
    ["5,001 ids", () => ({ ids: Array.from({ length: 5001 }, () => randomUUID()), action: "watch" })],
    ["a view with no boxes", () => ({ ids: { view: "tag=no-such-tag-anywhere" }, action: "watch" })],
    ["a view with a bad filter", () => ({ ids: { view: "bucket=nope" }, action: "watch" })],
    ["an unknown assignee", () => ({ ids: [randomUUID()], action: "assign", assigneeId: randomUUID() })],
    [
      "another workspace's assignee",
      () => ({ ids: [randomUUID()], action: "assign", assigneeId: world.otherDispatcher }),
    ],
    ["an unknown action", () => ({ ids: [randomUUID()], action: "delete" })],
    [
      "a pickup without a date",
      () => ({ ids: [randomUUID()], action: "plan_pickup", plannedPickup: { trucker: "x" } }),
    ],
  ])("refuses %s with 400 and starts nothing", async (_label, body) => {
    await as(world.dispatcher);
    const jobs = await db.bulkJob.count({ where: { workspaceId: world.workspaceId } });
    const error = await errorOf(await bulk({ ...body(), async: true }));
    expect(error).toMatchObject({ status: 400, code: "bad_request" });
    expect(await db.bulkJob.count({ where: { workspaceId: world.workspaceId } })).toBe(jobs);
  });

  it("refuses a view of more than 5,000 boxes with 400", async () => {
    await as(world.dispatcher);
    const tag = `big-${randomUUID().slice(0, 6)}`;
    await makeBoxes(world.workspaceId, 5001, () => ({ tags: [tag] }));
    const error = await errorOf(await bulk({ ids: { view: `tag=${tag}` }, action: "watch" }));
    expect(error).toMatchObject({ status: 400, code: "bad_request" });
    expect(error.message).toMatch(/5,001/);
    expect(await db.containerWatch.count({ where: { container: { tags: { has: tag } } } })).toBe(0);
  });

  it("is 403 for a manager, who may still read a job's progress; another workspace's job is 404", async () => {
    await as(world.dispatcher);
    const [target] = await makeBoxes(world.workspaceId, 1);
    const { jobId } = (await (await bulk({ ids: [target?.id], action: "watch", async: true })).json()) as {
      jobId: string;
    };
    await as(world.manager);
    expect((await errorOf(await bulk({ ids: [target?.id], action: "watch" }))).status).toBe(403);
    expect((await job(jobId)).status).toBe(200);
    await as(world.otherDispatcher);
    expect((await errorOf(await job(jobId))).status).toBe(404);
    expect((await errorOf(await job("nope"))).status).toBe(404);
  });
});
