// PATCH /api/containers/{id}/work and the notes routes, through the real route handlers and database: roles,
// workspaces, the version check, bad input, the audit trail and the live announcement. The session lookup is
// replaced (it needs Next.js's request scope); the role check it does is the real one's.
import { randomUUID } from "node:crypto";

import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, errorOf, makeBoxes, routeContext, sessionUserOf, type TestBox } from "@/lib/testing/work-fixtures";
import type { ContainerWorkState, WorkConflictDetails } from "@/lib/shared/work-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const workRoute = await import("@/app/api/containers/[id]/work/route");
const notesRoute = await import("@/app/api/containers/[id]/notes/route");
const noteRoute = await import("@/app/api/containers/[id]/notes/[noteId]/route");
const detailRoute = await import("@/app/api/containers/[id]/route");

const world = {
  workspaceId: "",
  dispatcher: "",
  dispatcher2: "",
  manager: "",
  disabled: "",
  other: { workspaceId: "", dispatcher: "" },
  boxes: [] as TestBox[],
  otherBox: { id: "", number: "" } as TestBox,
};

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher", "manager", "dispatcher"]);
  world.workspaceId = workspace.id;
  [world.dispatcher, world.dispatcher2, world.manager, world.disabled] = users.map((user) => user.id) as [
    string,
    string,
    string,
    string,
  ];
  await db.user.update({ where: { id: world.disabled }, data: { disabledAt: new Date() } });
  // Live mode (a key is saved): "today" is the real date, so the test can know it without the simulator.
  await db.workspaceSettings.upsert({
    where: { workspaceId: workspace.id },
    create: { workspaceId: workspace.id, apiKeyCiphertext: "v1.test" },
    update: { apiKeyCiphertext: "v1.test" },
  });
  world.boxes = await makeBoxes(workspace.id, 7);
  const other = await createTestWorkspace(["dispatcher"]);
  world.other = { workspaceId: other.workspace.id, dispatcher: other.users[0]?.id ?? "" };
  [world.otherBox] = (await makeBoxes(other.workspace.id, 1)) as [TestBox];
});

afterEach(() => {
  session.user = null;
});

async function as(userId: string): Promise<SessionUser> {
  session.user = await sessionUserOf(userId);
  return session.user;
}

const box = (i: number): TestBox => world.boxes[i] ?? { id: "", number: "" };

async function patchWork(id: string, body: unknown): Promise<Response> {
  return workRoute.PATCH(appRequest(`/api/containers/${id}/work`, { method: "PATCH", body }), routeContext({ id }));
}

async function ok(response: Response): Promise<ContainerWorkState> {
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as ContainerWorkState;
}

/** Today's date in a zone at the real now (the workspace is live). */
function todayIn(zone: string, offsetDays = 0): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const date = new Date(`${parts}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

describe("PATCH /api/containers/{id}/work", () => {
  it("saves the work fields, bumps the version and records old → new for each kind", async () => {
    const me = await as(world.dispatcher);
    const target = box(0);
    const date = todayIn("America/Los_Angeles", 2);
    const saved = await ok(
      await patchWork(target.id, {
        version: 0,
        assigneeId: world.dispatcher2,
        plannedPickup: {
          date,
          windowStart: "08:00",
          windowEnd: "10:30",
          appointmentNumber: "APT-77",
          trucker: "Rosa (Harbor Trucking)",
        },
        plannedReturn: { date: todayIn("America/Los_Angeles", 9), depot: "Depot 4" },
        tags: ["hot", "customer-call", "hot"],
        customerReference: "PO 4471",
      }),
    );
    expect(saved).toMatchObject({
      containerId: target.id,
      version: 1,
      assignee: { id: world.dispatcher2 },
      plannedPickup: {
        date,
        windowStart: "08:00",
        windowEnd: "10:30",
        appointmentNumber: "APT-77",
        trucker: "Rosa (Harbor Trucking)",
        timezone: "America/Los_Angeles",
      },
      plannedReturn: { depot: "Depot 4" },
      tags: ["hot", "customer-call"],
      customerReference: "PO 4471",
    });

    // A merge: only the window end changes; the rest of the plan stays.
    const merged = await ok(
      await patchWork(target.id, { version: 1, plannedPickup: { windowEnd: "11:00" }, assigneeId: null }),
    );
    expect(merged.version).toBe(2);
    expect(merged.assignee).toBeNull();
    expect(merged.plannedPickup).toMatchObject({
      date,
      windowStart: "08:00",
      windowEnd: "11:00",
      appointmentNumber: "APT-77",
    });

    const events = await db.auditEvent.findMany({ where: { containerId: target.id }, orderBy: { id: "asc" } });
    expect(events.map((e) => e.kind)).toEqual([
      "assignment",
      "planned_pickup",
      "planned_return",
      "tags",
      "customer_reference",
      "assignment",
      "planned_pickup",
    ]);
    expect(events.every((e) => e.actorId === me.id && e.containerNumber === target.number)).toBe(true);
    const assignee2 = await db.user.findUniqueOrThrow({ where: { id: world.dispatcher2 } });
    expect(events[0]?.changes).toEqual([
      { field: "assignee", from: null, to: { id: assignee2.id, label: assignee2.email } },
    ]);
    expect(events[5]?.changes).toEqual([
      { field: "assignee", from: { id: assignee2.id, label: assignee2.email }, to: null },
    ]);
    expect(events[3]?.changes).toEqual([{ field: "tags", from: [], to: ["hot", "customer-call"] }]);
    expect(events[6]?.changes).toEqual([
      {
        field: "plannedPickup",
        from: {
          date,
          windowStart: "08:00",
          windowEnd: "10:30",
          appointmentNumber: "APT-77",
          trucker: "Rosa (Harbor Trucking)",
        },
        to: {
          date,
          windowStart: "08:00",
          windowEnd: "11:00",
          appointmentNumber: "APT-77",
          trucker: "Rosa (Harbor Trucking)",
        },
      },
    ]);
  });

  it("answers a stale version with 409 and the current value, and overwrites nothing", async () => {
    await as(world.dispatcher);
    const target = box(1);
    await ok(await patchWork(target.id, { version: 0, customerReference: "first save" }));
    // A second dispatcher read version 0 too, and saves after the first.
    await as(world.dispatcher2);
    const conflict = await errorOf(await patchWork(target.id, { version: 0, customerReference: "second save" }));
    expect(conflict).toMatchObject({ status: 409, code: "conflict" });
    const details = conflict.details as WorkConflictDetails;
    expect(details.current).toMatchObject({ containerId: target.id, version: 1, customerReference: "first save" });
    // Retrying with the version the 409 gave succeeds.
    const retried = await ok(
      await patchWork(target.id, { version: details.current.version, customerReference: "second save" }),
    );
    expect(retried).toMatchObject({ version: 2, customerReference: "second save" });
    expect(await db.auditEvent.count({ where: { containerId: target.id, kind: "customer_reference" } })).toBe(2);
  });

  it("lets two saves race on one version: exactly one wins, the other gets 409", async () => {
    await as(world.dispatcher);
    const target = box(2);
    const [a, b] = await Promise.all([
      patchWork(target.id, { version: 0, tags: ["a"] }),
      patchWork(target.id, { version: 0, tags: ["b"] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = await db.containerWork.findUniqueOrThrow({ where: { containerId: target.id } });
    expect(row.version).toBe(1);
    expect(await db.auditEvent.count({ where: { containerId: target.id, kind: "tags" } })).toBe(1);
  });

  it("watches per user without a version and without bumping it", async () => {
    const me = await as(world.dispatcher);
    const target = box(3);
    const watched = await ok(await patchWork(target.id, { watch: true }));
    expect(watched.version).toBe(0);
    expect(watched.watchers.map((w) => w.id)).toEqual([me.id]);
    // A stale version does not matter for a watch.
    await as(world.dispatcher2);
    const both = await ok(await patchWork(target.id, { version: 99, watch: true }));
    expect(both.watchers.map((w) => w.id).sort()).toEqual([world.dispatcher, world.dispatcher2].sort());
    const unwatched = await ok(await patchWork(target.id, { watch: false }));
    expect(unwatched.watchers.map((w) => w.id)).toEqual([world.dispatcher]);
    const events = await db.auditEvent.findMany({
      where: { containerId: target.id, kind: "watch" },
      orderBy: { id: "asc" },
    });
    expect(events.map((e) => e.changes)).toEqual([
      [{ field: "watching", from: false, to: true }],
      [{ field: "watching", from: false, to: true }],
      [{ field: "watching", from: true, to: false }],
    ]);
  });

  it.each([
    ["an assignee of another workspace", () => ({ version: 0, assigneeId: world.other.dispatcher }), "assigneeId"],
    ["a disabled assignee", () => ({ version: 0, assigneeId: world.disabled }), "assigneeId"],
    ["an assignee nobody has", () => ({ version: 0, assigneeId: randomUUID() }), "assigneeId"],
    [
      "a pickup date before today at the terminal",
      () => ({ version: 0, plannedPickup: { date: todayIn("America/Los_Angeles", -1) } }),
      "plannedPickup.date",
    ],
    [
      "a window that ends before it starts",
      () => ({
        version: 0,
        plannedPickup: { date: todayIn("America/Los_Angeles", 1), windowStart: "14:00", windowEnd: "09:00" },
      }),
      "plannedPickup.windowEnd",
    ],
    ["21 tags", () => ({ version: 0, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }), "tags"],
    ["a 41-character tag", () => ({ version: 0, tags: ["x".repeat(41)] }), "tags.0"],
    [
      "a customer reference of 101 characters",
      () => ({ version: 0, customerReference: "r".repeat(101) }),
      "customerReference",
    ],
    ["a versioned change without a version", () => ({ tags: ["x"] }), "version"],
    ["an unknown field", () => ({ version: 0, owner: "me" }), ""],
  ])("refuses %s with 400 and changes nothing", async (_label, body, path) => {
    await as(world.dispatcher);
    const target = box(4);
    const before = await db.auditEvent.count({ where: { containerId: target.id } });
    const error = await errorOf(await patchWork(target.id, body()));
    expect(error).toMatchObject({ status: 400, code: "bad_request" });
    expect((error.details as { path: string }[]).map((d) => d.path)).toContain(path);
    expect(await db.auditEvent.count({ where: { containerId: target.id } })).toBe(before);
    expect((await db.containerWork.findUnique({ where: { containerId: target.id } }))?.version ?? 0).toBe(0);
  });

  it("accepts today at the terminal even where the server's date is already tomorrow or still yesterday", async () => {
    await as(world.dispatcher);
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different dates.
    const [east, west] = await makeBoxes(world.workspaceId, 2, (i) => ({
      podTimezone: i === 0 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago",
    }));
    const westToday = todayIn("Pacific/Pago_Pago");
    expect(
      (await ok(await patchWork(west?.id ?? "", { version: 0, plannedPickup: { date: westToday } }))).plannedPickup
        ?.timezone,
    ).toBe("Pacific/Pago_Pago");
    expect(
      (await errorOf(await patchWork(east?.id ?? "", { version: 0, plannedPickup: { date: westToday } }))).status,
    ).toBe(400);
    expect(
      (
        await ok(
          await patchWork(east?.id ?? "", { version: 0, plannedPickup: { date: todayIn("Pacific/Kiritimati") } }),
        )
      ).version,
    ).toBe(1);
  });

  it("is 403 for a manager on every write, who still reads", async () => {
    await as(world.manager);
    const target = box(5);
    expect((await errorOf(await patchWork(target.id, { version: 0, tags: ["x"] }))).status).toBe(403);
    expect((await errorOf(await patchWork(target.id, { watch: true }))).status).toBe(403);
    expect(
      (
        await errorOf(
          await notesRoute.POST(
            appRequest(`/api/containers/${target.id}/notes`, { body: { body: "hello" } }),
            routeContext({ id: target.id }),
          ),
        )
      ).status,
    ).toBe(403);
    const noteId = randomUUID();
    expect(
      (
        await errorOf(
          await noteRoute.PATCH(
            appRequest(`/api/containers/${target.id}/notes/${noteId}`, { method: "PATCH", body: { body: "x" } }),
            routeContext({ id: target.id, noteId }),
          ),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await errorOf(
          await noteRoute.DELETE(
            appRequest(`/api/containers/${target.id}/notes/${noteId}`, { method: "DELETE" }),
            routeContext({ id: target.id, noteId }),
          ),
        )
      ).status,
    ).toBe(403);
    const read = await workRoute.GET(appRequest(`/api/containers/${target.id}/work`), routeContext({ id: target.id }));
    expect(read.status).toBe(200);
    expect(await db.containerWork.count({ where: { containerId: target.id } })).toBe(0);
  });

  it("is 404 for another workspace's box, on reads and writes, and leaves it alone", async () => {
    await as(world.dispatcher);
    const id = world.otherBox.id;
    expect((await errorOf(await patchWork(id, { version: 0, tags: ["x"] }))).status).toBe(404);
    expect((await errorOf(await patchWork(id, { watch: true }))).status).toBe(404);
    expect(
      (await errorOf(await workRoute.GET(appRequest(`/api/containers/${id}/work`), routeContext({ id })))).status,
    ).toBe(404);
    expect(
      (
        await errorOf(
          await notesRoute.POST(
            appRequest(`/api/containers/${id}/notes`, { body: { body: "hi" } }),
            routeContext({ id }),
          ),
        )
      ).status,
    ).toBe(404);
    expect((await errorOf(await patchWork("not-a-uuid", { watch: true }))).status).toBe(404);
    expect(await db.containerWork.count({ where: { containerId: id } })).toBe(0);
    expect(await db.containerWatch.count({ where: { containerId: id } })).toBe(0);
  });
});

describe("a teammate taking your box", () => {
  it("tells the one who had it, with who has it now; handing it on yourself tells you nothing", async () => {
    const target = box(6);
    const reassigned = () =>
      db.alertEvent.findMany({
        where: { workspaceId: world.workspaceId, kind: "reassigned", containerId: target.id },
        orderBy: { id: "asc" },
      });
    await as(world.dispatcher2);
    let state = await ok(await patchWork(target.id, { version: 0, assigneeId: world.dispatcher2 }));
    await as(world.dispatcher);
    state = await ok(await patchWork(target.id, { version: state.version, assigneeId: world.dispatcher }));
    const me = await db.user.findUniqueOrThrow({ where: { id: world.dispatcher } });
    expect((await reassigned()).map((event) => [event.userId, (event.data as { text: string }).text])).toEqual([
      [world.dispatcher2, `${target.number} is now assigned to ${me.name ?? me.email}.`],
    ]);
    // Dana hands it back herself: nobody is told it was taken.
    await ok(await patchWork(target.id, { version: state.version, assigneeId: null }));
    expect(await reassigned()).toHaveLength(1);
  });
});

describe("notes", () => {
  it("a teammate mentioned by first name is told; a first name two teammates share tells neither", async () => {
    const target = box(6);
    await as(world.dispatcher);
    await db.user.update({ where: { id: world.dispatcher2 }, data: { name: "Rosa Quintero" } });
    const post = async (body: string) =>
      (
        await ok(
          await notesRoute.POST(
            appRequest(`/api/containers/${target.id}/notes`, { body: { body } }),
            routeContext({ id: target.id }),
          ),
        )
      ).notes
        .at(-1)
        ?.mentions.map((m) => m.id);
    expect(await post("@Rosa can you take it Fri?")).toEqual([world.dispatcher2]);
    expect(await post("@rosa quintero, and @Rosie")).toEqual([world.dispatcher2]);
    await db.user.update({ where: { id: world.manager }, data: { name: "Rosa Ames" } });
    expect(await post("@Rosa can you?")).toEqual([]);
    expect(await post("@Rosa Ames can you?")).toEqual([world.manager]);
    await db.user.updateMany({ where: { id: { in: [world.dispatcher2, world.manager] } }, data: { name: null } });
  });

  it("keeps a thread with @mentions; only the author edits or deletes; every body stays in the audit trail", async () => {
    const target = box(5);
    const author = await as(world.dispatcher);
    const colleague = await db.user.findUniqueOrThrow({ where: { id: world.dispatcher2 } });
    const handle = colleague.email.split("@")[0] ?? "";
    const first = await ok(
      await notesRoute.POST(
        appRequest(`/api/containers/${target.id}/notes`, {
          body: { body: `Booked for Tuesday, @${handle}. Not ops@${handle}.` },
        }),
        routeContext({ id: target.id }),
      ),
    );
    const note = first.notes[0];
    expect(first.notes).toHaveLength(1);
    expect(note).toMatchObject({
      author: { id: author.id },
      body: `Booked for Tuesday, @${handle}. Not ops@${handle}.`,
      editedAt: null,
      deletedAt: null,
    });
    expect(note?.mentions.map((m) => m.id)).toEqual([colleague.id]);
    const noteId = note?.id ?? "";

    // The `note` field of PATCH /work appends to the same thread, with no version needed.
    const appended = await ok(await patchWork(target.id, { note: "Driver confirmed." }));
    expect(appended.notes.map((n) => n.body)).toEqual([note?.body, "Driver confirmed."]);
    expect(appended.version).toBe(0);

    await as(world.dispatcher2);
    const notMine = await noteRoute.PATCH(
      appRequest(`/api/containers/${target.id}/notes/${noteId}`, {
        method: "PATCH",
        body: { body: "rewritten by someone else" },
      }),
      routeContext({ id: target.id, noteId }),
    );
    expect((await errorOf(notMine)).status).toBe(403);
    expect(
      (
        await errorOf(
          await noteRoute.DELETE(
            appRequest(`/api/containers/${target.id}/notes/${noteId}`, { method: "DELETE" }),
            routeContext({ id: target.id, noteId }),
          ),
        )
      ).status,
    ).toBe(403);

    await as(world.dispatcher);
    const edited = await ok(
      await noteRoute.PATCH(
        appRequest(`/api/containers/${target.id}/notes/${noteId}`, {
          method: "PATCH",
          body: { body: "Booked for Wednesday." },
        }),
        routeContext({ id: target.id, noteId }),
      ),
    );
    expect(edited.notes[0]).toMatchObject({ id: noteId, body: "Booked for Wednesday.", mentions: [] });
    expect(edited.notes[0]?.editedAt).not.toBeNull();
    const deleted = await ok(
      await noteRoute.DELETE(
        appRequest(`/api/containers/${target.id}/notes/${noteId}`, { method: "DELETE" }),
        routeContext({ id: target.id, noteId }),
      ),
    );
    expect(deleted.notes[0]).toMatchObject({ id: noteId, body: null });
    expect(deleted.notes[0]?.deletedAt).not.toBeNull();

    const trail = await db.auditEvent.findMany({
      where: { containerId: target.id, ref: noteId },
      orderBy: { id: "asc" },
    });
    expect(trail.map((e) => [e.kind, e.changes])).toEqual([
      ["note_added", [{ field: "note", from: null, to: `Booked for Tuesday, @${handle}. Not ops@${handle}.` }]],
      [
        "note_edited",
        [{ field: "note", from: `Booked for Tuesday, @${handle}. Not ops@${handle}.`, to: "Booked for Wednesday." }],
      ],
      ["note_deleted", [{ field: "note", from: "Booked for Wednesday.", to: null }]],
    ]);
    // Another workspace's note id, or one that is not in this box's thread, is a 404.
    const elsewhere = box(0).id;
    expect(
      (
        await errorOf(
          await noteRoute.PATCH(
            appRequest(`/api/containers/${elsewhere}/notes/${noteId}`, { method: "PATCH", body: { body: "x" } }),
            routeContext({ id: elsewhere, noteId }),
          ),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await errorOf(
          await notesRoute.POST(
            appRequest(`/api/containers/${target.id}/notes`, { body: { body: "   " } }),
            routeContext({ id: target.id }),
          ),
        )
      ).status,
    ).toBe(400);
  });
});

describe("container detail", () => {
  it("includes the work state and the audit trail with the service's history time field", async () => {
    await as(world.manager);
    const target = box(0);
    const response = await detailRoute.GET(appRequest(`/api/containers/${target.id}`), routeContext({ id: target.id }));
    const detail = (await response.json()) as {
      work: ContainerWorkState;
      activity: { kind: string; observedAt: string }[];
    };
    expect(detail.work).toMatchObject({
      containerId: target.id,
      version: 2,
      customerReference: "PO 4471",
      tags: ["hot", "customer-call"],
    });
    expect(detail.activity.map((a) => a.kind)).toEqual([
      "planned_pickup",
      "assignment",
      "customer_reference",
      "tags",
      "planned_return",
      "planned_pickup",
      "assignment",
    ]);
    expect(detail.activity.every((a) => !Number.isNaN(Date.parse(a.observedAt)))).toBe(true);
  });
});

describe("live updates", () => {
  const listener = new pg.Client({ connectionString: env.DATABASE_URL });
  const heard: { workspaceId: string; topic: string; ids?: string[] }[] = [];
  beforeAll(async () => {
    await listener.connect();
    listener.on("notification", (message) => heard.push(JSON.parse(message.payload ?? "{}") as (typeof heard)[number]));
    await listener.query("LISTEN quayside_live");
  });
  afterAll(async () => {
    await listener.end();
  });

  it("announces every change on the `work` topic with the box's id, after it commits", async () => {
    await as(world.dispatcher);
    const target = box(4);
    const state = await ok(await patchWork(target.id, { version: 0, assigneeId: world.dispatcher }));
    await vi.waitFor(
      () => expect(heard).toContainEqual({ workspaceId: world.workspaceId, topic: "work", ids: [target.id] }),
      { timeout: 5_000 },
    );
    // What a board reloading on that announcement reads is already the new value.
    expect(state.assignee?.id).toBe(world.dispatcher);
  });
});
