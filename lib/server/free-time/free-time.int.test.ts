// The calculated LFD end to end: an admin's free-time rule and a dispatcher's terminal closure, through the real
// route handlers (only the session lookup is replaced), move a box's calculated LFD on its row at once. The box is
// put in a known state through the simulator's control API, relative to the simulator's own today at its
// terminal: discharged yesterday 10:00 local, no LFD reported. The rule grants 3 calendar days from the next day
// and skips whole-day closures, so (dates read off a wall calendar, not from the code under test):
//   free days: today, today+1, today+2 → LFD today+2; a closure on today+1 → LFD today+3.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ContainerDetailResponse } from "@/lib/shared/container-api";
import type { ClosureView, FreeTimeRuleView, TerminalCalendarsResponse } from "@/lib/shared/free-time-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt, localDate } from "@/lib/testing/scenario-time";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const rulesRoute = await import("@/app/api/free-time-rules/route");
const calendarsRoute = await import("@/app/api/terminal-calendars/route");
const closuresRoute = await import("@/app/api/terminal-calendars/closures/route");
const closureRoute = await import("@/app/api/terminal-calendars/closures/[id]/route");
const detailRoute = await import("@/app/api/containers/[id]/route");
const extensionsRoute = await import("@/app/api/containers/[id]/extensions/route");

const APP = "http://127.0.0.1:3000";
const world = backfilledWorkspace({ containers: 80, roles: ["admin", "dispatcher", "manager"] });
const users = {} as Record<"admin" | "dispatcher" | "manager", SessionUser>;
let box = { id: "", number: "", zone: "", terminalKey: "" };
let simNow = new Date(0);
let ruleId = "";

const day = (offset: number): string => localDate(localAt(simNow, box.zone, offset, 12, 0), box.zone);

function request(path: string, method: string, body?: unknown): NextRequest {
  return new NextRequest(`${APP}${path}`, {
    method,
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function sim(path: string, body: unknown): Promise<void> {
  const response = await world.sim.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

async function detail(): Promise<ContainerDetailResponse["data"]> {
  const response = await detailRoute.GET(request(`/api/containers/${box.id}`, "GET"), {
    params: Promise.resolve({ id: box.id }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as ContainerDetailResponse).data;
}

async function addClosure(as: SessionUser, body: unknown): Promise<Response> {
  session.user = as;
  return closuresRoute.POST(request("/api/terminal-calendars/closures", "POST", body), { params: Promise.resolve({}) });
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { syncLists } = await import("@/lib/server/sync/lists");
  const workspaceId = world.workspaceId;
  for (const role of ["admin", "dispatcher", "manager"] as const) {
    const user = await db.user.findFirstOrThrow({ where: { workspaceId, role }, include: { workspace: true } });
    users[role] = { id: user.id, email: user.email, name: null, role, workspaceId, workspaceName: user.workspace.name };
  }
  const response = await world.sim.request("/_sim/clock");
  simNow = new Date(((await response.json()) as { now: string }).now);
  const row = await db.container.findFirst({
    where: {
      workspaceId,
      bucket: { notIn: ["done"] },
      terminalFirmsCode: { not: null },
      podTimezone: { not: null },
      finalDestinationTimezone: null,
    },
    orderBy: { number: "asc" },
    select: { id: true, number: true, podTimezone: true, terminalFirmsCode: true },
  });
  if (!row?.podTimezone || !row.terminalFirmsCode)
    throw new Error("the simulated world lacks a road box at a FIRMS terminal");
  box = { id: row.id, number: row.number, zone: row.podTimezone, terminalKey: row.terminalFirmsCode };
  await sim(`/_sim/containers/${box.number}`, {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    lfd: { line: null, terminal: null, rail: null },
    pickup_lfd: null,
    pod_discharged_at: localAt(simNow, box.zone, -1, 10, 0).toISOString(),
    terminal_checked_at: new Date(simNow.getTime() - 3_600_000).toISOString(),
    line_tracking: { stopped: false },
  });
  await syncLists(workspaceId, { ref: "sweep" });
}, 60_000);

describe("free-time rules and the calculated LFD", () => {
  it("is refused to a dispatcher, and to a rule that fails validation", async () => {
    session.user = users.dispatcher;
    const body = {
      scope: "terminal",
      scopeKey: box.terminalKey,
      freeDays: 3,
      dayKind: "calendar",
      effectiveFrom: "2025-01-01",
    };
    expect(
      (await rulesRoute.POST(request("/api/free-time-rules", "POST", body), { params: Promise.resolve({}) })).status,
    ).toBe(403);
    session.user = users.admin;
    const bad = await rulesRoute.POST(request("/api/free-time-rules", "POST", { ...body, freeDays: 0 }), {
      params: Promise.resolve({}),
    });
    expect(bad.status).toBe(422);
    expect((await detail()).lfd.calculated.terminal).toBeNull();
  });

  it("governs a box with no reported LFD as soon as the admin saves the rule, labelled calculated", async () => {
    session.user = users.admin;
    const response = await rulesRoute.POST(
      request("/api/free-time-rules", "POST", {
        scope: "terminal",
        scopeKey: box.terminalKey,
        freeDays: 3,
        dayKind: "calendar",
        skip: { saturday: false, sunday: false, holidays: false, closures: true },
        effectiveFrom: "2025-01-01",
        ruleRef: "Test tariff, item 3",
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(201);
    const rule = (await response.json()) as FreeTimeRuleView;
    ruleId = rule.ruleId;
    const data = await detail();
    expect(data.lfd.calculated.terminal).toMatchObject({
      date: day(2),
      startEvent: "discharged",
      startLocal: { date: day(-1), time: "10:00" },
      counted: [day(0), day(1), day(2)],
      skipped: [],
      ruleVersionId: rule.id,
      extensionDays: 0,
    });
    expect(data.lfd).toMatchObject({ basis: "calculated", source: "terminal", governingDate: day(2), daysLeft: 2 });
  });

  it("moves the calculated LFD when a dispatcher adds a whole-day closure, and back when it is withdrawn", async () => {
    const manager = await addClosure(users.manager, { terminalKey: box.terminalKey, date: day(1), reason: "Strike" });
    expect(manager.status).toBe(403);
    const backwards = await addClosure(users.dispatcher, {
      terminalKey: box.terminalKey,
      date: day(1),
      wholeDay: false,
      from: "14:00",
      to: "09:00",
      reason: "Power cut",
    });
    expect(backwards.status).toBe(422);

    const added = await addClosure(users.dispatcher, {
      terminalKey: box.terminalKey,
      date: day(1),
      reason: "ILWU stop-work meeting",
      source: "terminal advisory",
    });
    expect(added.status).toBe(201);
    const closure = (await added.json()) as ClosureView;
    const moved = await detail();
    expect(moved.lfd.calculated.terminal?.date).toBe(day(3));
    expect(moved.lfd.calculated.terminal?.skipped).toEqual([
      { date: day(1), why: "closure", name: "ILWU stop-work meeting" },
    ]);
    expect(moved.lfd.governingDate).toBe(day(3));

    session.user = users.manager;
    const calendars = (await (
      await calendarsRoute.GET(request("/api/terminal-calendars", "GET"), { params: Promise.resolve({}) })
    ).json()) as TerminalCalendarsResponse;
    const calendar = calendars.data.find((item) => item.key === box.terminalKey);
    expect(calendar?.closures.map((item) => [item.date, item.reason, item.removedAt])).toEqual([
      [day(1), "ILWU stop-work meeting", null],
    ]);

    session.user = users.dispatcher;
    const withdrawn = await closureRoute.DELETE(request(`/api/terminal-calendars/closures/${closure.id}`, "DELETE"), {
      params: Promise.resolve({ id: closure.id }),
    });
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as ClosureView).removedAt).not.toBeNull();
    expect((await detail()).lfd.calculated.terminal?.date).toBe(day(2));
  });

  it("adds a box's extension days after its free days, refused to a manager and bounded", async () => {
    const post = async (as: SessionUser, body: unknown): Promise<Response> => {
      session.user = as;
      return extensionsRoute.POST(request(`/api/containers/${box.id}/extensions`, "POST", body), {
        params: Promise.resolve({ id: box.id }),
      });
    };
    const grant = { source: "terminal", days: 2, grantedBy: "Terminal customer service (case 4411)" };
    expect((await post(users.manager, grant)).status).toBe(403);
    expect((await post(users.dispatcher, { ...grant, days: 0 })).status).toBe(422);
    expect((await post(users.dispatcher, grant)).status).toBe(201);
    // 3 free days + 2: today … today+4.
    expect((await detail()).lfd.calculated.terminal).toMatchObject({ date: day(4), extensionDays: 2 });
    session.user = users.manager;
    const listed = await extensionsRoute.GET(request(`/api/containers/${box.id}/extensions`, "GET"), {
      params: Promise.resolve({ id: box.id }),
    });
    expect(((await listed.json()) as { data: { days: number; grantedBy: string }[] }).data).toMatchObject([
      { days: 2, grantedBy: grant.grantedBy },
    ]);
    // The tests after this one count without it: take it off the box directly (the API only grants).
    const { db } = await import("@/lib/server/db");
    await db.freeTimeExtension.deleteMany({ where: { containerId: box.id } });
    await db.container.update({ where: { id: box.id }, data: { extensionDaysTerminal: 0, reevaluateAt: new Date(0) } });
    const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
    await recomputeWorkspace(world.workspaceId);
    expect((await detail()).lfd.calculated.terminal?.date).toBe(day(2));
  });

  it("shows a reported LFD earlier than the calculated one as a costly disagreement, stored for the board", async () => {
    const { db } = await import("@/lib/server/db");
    const { syncLists } = await import("@/lib/server/sync/lists");
    await sim(`/_sim/containers/${box.number}`, {
      lfd: { terminal: localAt(simNow, box.zone, 0, 23, 30).toISOString() },
    });
    await syncLists(world.workspaceId, { ref: "sweep" });
    const data = await detail();
    expect(data.lfd).toMatchObject({
      basis: "reported",
      governingDate: day(0),
      disagreement: {
        source: "terminal",
        reported: day(0),
        calculated: day(2),
        days: 2,
        direction: "reported_earlier",
      },
    });
    const row = await db.container.findUniqueOrThrow({ where: { id: box.id }, select: { lfdDisagreementDays: true } });
    expect(row.lfdDisagreementDays).toBe(-2);
  });

  it("keeps the version a box was counted by when a new version starts after its discharge", async () => {
    session.user = users.admin;
    const before = (await detail()).lfd.calculated.terminal?.ruleVersionId;
    const same = await rulesRoute.POST(
      request("/api/free-time-rules", "POST", {
        ruleId,
        scope: "terminal",
        scopeKey: box.terminalKey,
        freeDays: 5,
        dayKind: "calendar",
        effectiveFrom: "2025-01-01",
      }),
      { params: Promise.resolve({}) },
    );
    expect(same.status).toBe(422);
    const later = await rulesRoute.POST(
      request("/api/free-time-rules", "POST", {
        ruleId,
        scope: "terminal",
        scopeKey: box.terminalKey,
        freeDays: 5,
        dayKind: "calendar",
        effectiveFrom: day(1),
      }),
      { params: Promise.resolve({}) },
    );
    expect(later.status).toBe(201);
    expect((await detail()).lfd.calculated.terminal).toMatchObject({ ruleVersionId: before, date: day(2) });
    const list = (await (
      await rulesRoute.GET(request("/api/free-time-rules", "GET"), { params: Promise.resolve({}) })
    ).json()) as { data: FreeTimeRuleView[] };
    expect(list.data.filter((rule) => rule.ruleId === ruleId).map((rule) => [rule.freeDays, rule.inForce])).toEqual([
      [5, false],
      [3, true],
    ]);
  });
});
