// GET /api/calendar and GET /api/activity through the real handlers and database, on a scenario set up here.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, errorOf, makeBoxes, routeContext, sessionUserOf, type TestBox } from "@/lib/testing/work-fixtures";
import type { ActivityResponse, CalendarResponse } from "@/lib/shared/work-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const calendarRoute = await import("@/app/api/calendar/route");
const activityRoute = await import("@/app/api/activity/route");
const workRoute = await import("@/app/api/containers/[id]/work/route");

const world = {
  workspaceId: "",
  dispatcher: "",
  dispatcher2: "",
  manager: "",
  boxes: {} as Record<string, TestBox>,
  otherDispatcher: "",
};

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher", "manager"]);
  world.workspaceId = workspace.id;
  [world.dispatcher, world.dispatcher2, world.manager] = users.map((user) => user.id) as [string, string, string];
  await db.workspaceSettings.update({ where: { workspaceId: workspace.id }, data: { apiKeyCiphertext: "v1.test" } });
  const lfd = (date: string) => new Date(`${date}T00:00:00Z`);
  const names = ["lfd", "done", "gone", "appointment", "planned", "returning", "later", "out"] as const;
  const made = await makeBoxes(world.workspaceId, names.length, (i) => {
    switch (names[i]) {
      case "lfd":
        return {
          governingLfdDate: lfd("2026-03-10"),
          bucket: "lfd_today",
          terminalName: "Pier 400",
          terminalFirmsCode: "Y258",
        };
      case "done":
        return { governingLfdDate: lfd("2026-03-10"), bucket: "done" };
      case "gone":
        return { governingLfdDate: lfd("2026-03-12"), bucket: "past_lfd", goneUpstreamAt: new Date() };
      case "appointment":
        // 06:30 UTC on the 11th is 23:30 on the 10th in Los Angeles (daylight time began on March 8, 2026).
        return {
          pickupAppointmentAt: new Date("2026-03-11T06:30:00Z"),
          bucket: "ready",
          podTimezone: "America/Los_Angeles",
        };
      case "later":
        return { governingLfdDate: lfd("2026-04-30"), bucket: "arriving" };
      case "out":
        // Picked up: its pickup LFD is behind it; its return-by date is what the calendar shows.
        return { governingLfdDate: lfd("2026-03-11"), returnByDate: lfd("2026-03-18"), bucket: "needs_return" };
      default:
        return { bucket: "blocked" };
    }
  });
  names.forEach((name, i) => (world.boxes[name] = made[i] ?? { id: "", number: "" }));
  await db.containerWork.create({
    data: {
      containerId: world.boxes["planned"]?.id ?? "",
      workspaceId: world.workspaceId,
      version: 3,
      assigneeId: world.dispatcher2,
      plannedPickupDate: lfd("2026-03-15"),
      plannedPickupZone: "America/New_York",
      plannedPickupStart: "08:00",
      plannedPickupEnd: "10:00",
      appointmentNumber: "APT9",
      tags: [],
    },
  });
  await db.containerWork.create({
    data: {
      containerId: world.boxes["returning"]?.id ?? "",
      workspaceId: world.workspaceId,
      plannedReturnDate: lfd("2026-03-20"),
      plannedReturnDepot: "Depot 7",
      tags: [],
    },
  });
  const other = await createTestWorkspace(["dispatcher"]);
  world.otherDispatcher = other.users[0]?.id ?? "";
  await makeBoxes(other.workspace.id, 1, () => ({ governingLfdDate: lfd("2026-03-10"), bucket: "lfd_today" }));
});

afterEach(() => {
  session.user = null;
});

async function as(userId: string): Promise<void> {
  session.user = await sessionUserOf(userId);
}

const calendar = (query: string): Promise<Response> =>
  calendarRoute.GET(appRequest(`/api/calendar?${query}`), routeContext({}));
const activity = (query: string): Promise<Response> =>
  activityRoute.GET(appRequest(`/api/activity?${query}`), routeContext({}));

describe("GET /api/calendar", () => {
  it("lists LFDs, terminal appointments, planned pickups, return-by dates and planned returns on their terminal-local days", async () => {
    await as(world.manager);
    const response = await calendar("from=2026-03-09&to=2026-03-20");
    expect(response.status).toBe(200);
    const body = (await response.json()) as CalendarResponse;
    expect(body.days.map((d) => d.date)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-03-${String(9 + i).padStart(2, "0")}`),
    );
    const onDays = Object.fromEntries(body.days.filter((d) => d.entries.length > 0).map((d) => [d.date, d.entries]));
    expect(Object.keys(onDays).sort()).toEqual(["2026-03-10", "2026-03-15", "2026-03-18", "2026-03-20"]);
    const assignee = await db.user.findUniqueOrThrow({ where: { id: world.dispatcher2 } });
    expect(onDays["2026-03-10"]).toEqual([
      expect.objectContaining({
        kind: "lfd",
        containerId: world.boxes["lfd"]?.id,
        number: world.boxes["lfd"]?.number,
        bucket: "lfd_today",
        terminal: { name: "Pier 400", firmsCode: "Y258" },
        workVersion: 0,
        assigneeId: null,
      }),
      expect.objectContaining({
        kind: "appointment",
        containerId: world.boxes["appointment"]?.id,
        bucket: "ready",
        time: "23:30",
        timezone: "America/Los_Angeles",
      }),
    ]);
    expect(onDays["2026-03-15"]).toEqual([
      expect.objectContaining({
        kind: "planned_pickup",
        containerId: world.boxes["planned"]?.id,
        bucket: "blocked",
        time: "08:00",
        endTime: "10:00",
        reference: "APT9",
        timezone: "America/New_York",
        workVersion: 3,
        assigneeId: assignee.id,
      }),
    ]);
    expect(body.users).toEqual({ [assignee.id]: { id: assignee.id, name: assignee.name, email: assignee.email } });
    expect(onDays["2026-03-18"]).toEqual([
      expect.objectContaining({ kind: "return_by", containerId: world.boxes["out"]?.id, bucket: "needs_return" }),
    ]);
    expect(onDays["2026-03-20"]).toEqual([
      expect.objectContaining({
        kind: "planned_return",
        containerId: world.boxes["returning"]?.id,
        reference: "Depot 7",
      }),
    ]);
  });

  it("shows a re-planned pickup on its new day within the live-update budget, though answers are cached", async () => {
    await as(world.dispatcher);
    const planned = world.boxes["planned"]?.id ?? "";
    const before = (await (await calendar("from=2026-03-09&to=2026-03-20")).json()) as CalendarResponse;
    expect(before.days.find((d) => d.date === "2026-03-15")?.entries.map((e) => e.kind)).toEqual(["planned_pickup"]);
    // Written behind the app's back (no announcement, and a date the API would call past): the rows' version
    // alone makes the cached answer old.
    await db.containerWork.update({
      where: { containerId: planned },
      data: { plannedPickupDate: new Date("2026-03-17T00:00:00Z"), version: { increment: 1 } },
    });
    await vi.waitFor(
      async () => {
        const after = (await (await calendar("from=2026-03-09&to=2026-03-20")).json()) as CalendarResponse;
        expect(after.days.find((d) => d.date === "2026-03-17")?.entries).toEqual([
          expect.objectContaining({ kind: "planned_pickup", containerId: planned, workVersion: 4 }),
        ]);
        expect(after.days.find((d) => d.date === "2026-03-15")?.entries).toEqual([]);
      },
      { timeout: 2_000, interval: 100 },
    );
  });

  it("accepts 62 days and refuses 63, a reversed range and a date that does not exist, with 400", async () => {
    await as(world.dispatcher);
    const month = (await (await calendar("from=2026-03-01&to=2026-05-01")).json()) as CalendarResponse;
    expect(month.days).toHaveLength(62);
    for (const query of [
      "from=2026-03-01&to=2026-05-02",
      "from=2026-03-10&to=2026-03-09",
      "from=2026-02-30&to=2026-03-02",
      "from=2026-03-01",
      "from=soon&to=later",
    ]) {
      expect(await errorOf(await calendar(query))).toMatchObject({ status: 400, code: "bad_request" });
    }
  });
});

describe("GET /api/activity", () => {
  it("lists every user action newest first, filtered by user, box and kind, in keyset pages", async () => {
    const lfdBox = world.boxes["lfd"] ?? { id: "", number: "" };
    const later = world.boxes["later"] ?? { id: "", number: "" };
    const patch = (id: string, body: unknown) =>
      workRoute.PATCH(appRequest(`/api/containers/${id}/work`, { method: "PATCH", body }), routeContext({ id }));
    await as(world.dispatcher);
    expect((await patch(lfdBox.id, { version: 0, tags: ["a"] })).status).toBe(200); // 1
    expect((await patch(lfdBox.id, { note: '=HYPERLINK("http://x")' })).status).toBe(200); // 2
    await as(world.dispatcher2);
    expect((await patch(lfdBox.id, { version: 1, tags: ["a", "b"] })).status).toBe(200); // 3
    expect((await patch(later.id, { version: 0, customerReference: "REF-1" })).status).toBe(200); // 4
    expect((await patch(later.id, { watch: true })).status).toBe(200); // 5

    await as(world.manager);
    const all = (await (await activity("limit=50")).json()) as ActivityResponse;
    expect(all.data.map((e) => e.kind)).toEqual(["watch", "customer_reference", "tags", "note_added", "tags"]);
    expect(all.nextCursor).toBeNull();

    const pages: string[][] = [];
    let cursor = "";
    do {
      const page = (await (await activity(`limit=2${cursor ? `&cursor=${cursor}` : ""}`)).json()) as ActivityResponse;
      pages.push(page.data.map((e) => e.id));
      cursor = page.nextCursor ?? "";
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(all.data.map((e) => e.id));

    const byUser = (await (await activity(`user=${world.dispatcher}`)).json()) as ActivityResponse;
    expect(byUser.data.map((e) => e.kind)).toEqual(["note_added", "tags"]);
    const byNumber = (await (await activity(`container=${lfdBox.number.toLowerCase()}`)).json()) as ActivityResponse;
    expect(byNumber.data.map((e) => e.kind)).toEqual(["tags", "note_added", "tags"]);
    const byId = (await (await activity(`container=${later.id}&kind=customer_reference`)).json()) as ActivityResponse;
    expect(byId.data).toEqual([
      expect.objectContaining({
        kind: "customer_reference",
        container: { id: later.id, number: later.number },
        changes: [{ field: "customerReference", from: null, to: "REF-1" }],
      }),
    ]);
    expect(byId.data[0]?.actor.id).toBe(world.dispatcher2);

    expect(await errorOf(await activity("kind=everything"))).toMatchObject({ status: 400 });
    expect(await errorOf(await activity("cursor=abc"))).toMatchObject({ status: 400 });
    // Another workspace sees none of it.
    await as(world.otherDispatcher);
    expect(((await (await activity("")).json()) as ActivityResponse).data).toEqual([]);
  });

  it("exports the filtered trail as CSV, one line per change, formulas defused", async () => {
    await as(world.manager);
    const lfdBox = world.boxes["lfd"] ?? { id: "", number: "" };
    const response = await activity(`format=csv&container=${lfdBox.number}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="quayside-activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("time (UTC),user,kind,container,field,from,to");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`,Tags,${lfdBox.number},tags,a,"a, b"$`));
    expect(lines[2]).toContain(`,Note added,${lfdBox.number},note,none,"'=HYPERLINK(""http://x"")"`);
  });
});
