// POST /api/containers/plan-check through the real handler and database, on boxes the simulator's control API put
// into known states and the real cache code took in. Scenario at the port's terminal, D = the simulator's today
// there: box A ready with its terminal LFD on D+1; box B the same LFD under a freight hold. The terminal's
// demurrage tariff charges $120 a day for days 1–2 and $250 after; a closure stands on D+2.
// Expected (read off that calendar): planning D+1 asks nothing for A and names the hold for B; planning D+3 is
// 2 days past the LFD for both (2 × $120 = $240 each, $480 together), and D+2 is also the closure.
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import type { ContainersResponse } from "@/lib/shared/container-api";
import type { CalendarResponse, PlanCheckResponse } from "@/lib/shared/work-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt, localDate } from "@/lib/testing/scenario-time";
import { appRequest, errorOf, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";
import type { Resource } from "@/lib/server/upstream/json-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const route = await import("@/app/api/containers/plan-check/route");
const workRoute = await import("@/app/api/containers/[id]/work/route");
const containersRoute = await import("@/app/api/containers/route");
const calendarRoute = await import("@/app/api/calendar/route");

const world = backfilledWorkspace({ containers: 10, roles: ["dispatcher", "manager"] });
let simNow = new Date(0);
let zone = "America/Los_Angeles";
const boxes = { a: "", b: "" };

const day = (offset: number): string => localDate(localAt(simNow, zone, offset, 12, 0), zone);

const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);

const check = (body: unknown): Promise<Response> =>
  route.POST(appRequest("/api/containers/plan-check", { body }), routeContext({}));

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { applyContainers } = await import("@/lib/server/cache/containers");
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
  const created = await sim<{ containers: Resource[] }>("/_sim/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 2,
    phase: "recent",
    rail: false,
  });
  zone = String(created.containers[0]?.attributes["pod_timezone"] ?? zone);
  const lfd = localAt(simNow, zone, 1, 23, 30).toISOString();
  const resources: Resource[] = [];
  for (const [index, container] of created.containers.entries()) {
    const number = String(container.attributes["number"]);
    const changed = await sim<{ data: Resource }>(`/_sim/containers/${number}`, {
      current_status: "available",
      available_for_pickup: true,
      holds: index === 0 ? [] : [{ name: "freight", status: "hold", description: "Freight not paid" }],
      fees: [],
      lfd: { line: null, terminal: lfd, rail: null },
      pickup_lfd: null,
      pod_discharged_at: localAt(simNow, zone, -3, 9, 0).toISOString(),
      terminal_checked_at: simNow.toISOString(),
    });
    resources.push(changed.data);
  }
  await applyContainers(world.workspaceId, resources, {
    observedAt: simNow,
    source: { kind: "webhook", ref: "plan-check test" },
    now: simNow,
    lfdRule: "earliest",
  });
  const rows = await db.container.findMany({
    where: { workspaceId: world.workspaceId, number: { in: resources.map((r) => String(r.attributes["number"])) } },
    orderBy: { number: "asc" },
  });
  const first = String(resources[0]?.attributes["number"]);
  boxes.a = rows.find((row) => row.number === first)?.id ?? "";
  boxes.b = rows.find((row) => row.number !== first)?.id ?? "";
  // The tariff and the closure key the terminal as the board does: its FIRMS code, else the service's id.
  const { podTerminalIdOf } = await import("@/lib/server/cache/normalize");
  const firms = rows[0]?.terminalFirmsCode ?? podTerminalIdOf(rows[0]?.raw);
  if (!firms || !boxes.a || !boxes.b) throw new Error("fixture");
  await db.tariff.create({
    data: {
      workspaceId: world.workspaceId,
      scope: "terminal",
      scopeKey: firms,
      name: "Terminal demurrage",
      currency: "USD",
      freeDays: 4,
      tiers: [
        { fromDay: 1, toDay: 2, amountPerDay: 120 },
        { fromDay: 3, toDay: null, amountPerDay: 250 },
      ],
    },
  });
  await db.terminalClosure.create({
    data: {
      workspaceId: world.workspaceId,
      terminalKey: firms,
      date: new Date(`${day(2)}T00:00:00Z`),
      wholeDay: true,
      reason: "Labour action: gates closed",
      createdByLabel: "test",
    },
  });
  const users = await db.user.findMany({ where: { workspaceId: world.workspaceId }, orderBy: { role: "asc" } });
  const dispatcher = users.find((user) => user.role === "dispatcher");
  if (!dispatcher) throw new Error("fixture");
  session.user = await sessionUserOf(dispatcher.id);
}, 60_000);

describe("plan check", () => {
  it("on the LFD: nothing to ask for the ready box; the held box names its hold", async () => {
    const response = await check({ ids: [boxes.a, boxes.b], date: day(1) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PlanCheckResponse;
    expect(body).toMatchObject({ date: day(1), checked: 2, estimate: {} });
    expect(body.risky).toHaveLength(1);
    expect(body.risky[0]).toMatchObject({ id: boxes.b, late: null, closed: null, blocked: { holds: ["freight"] } });
  });

  it("two days after the LFD: the days and the tariff's estimate per box, summed per currency", async () => {
    const body = (await (await check({ ids: [boxes.a, boxes.b], date: day(3) })).json()) as PlanCheckResponse;
    const late = { days: 2, lfdDate: day(1), estimate: { currency: "USD", amount: 240 } };
    const byId = Object.fromEntries(body.risky.map((box) => [box.id, box.late]));
    expect(byId).toEqual({ [boxes.a]: late, [boxes.b]: late });
    expect(body.estimate).toEqual({ USD: 480 });
  });

  it("a day the terminal is closed is named with its reason", async () => {
    const body = (await (await check({ ids: [boxes.a], date: day(2) })).json()) as PlanCheckResponse;
    expect(body.risky[0]).toMatchObject({
      closed: { kind: "closure", reason: "Labour action: gates closed" },
      late: { days: 1, estimate: { currency: "USD", amount: 120 } },
    });
  });

  it("refuses a malformed date, a manager, and reads nothing of another workspace", async () => {
    const bad = await check({ ids: [boxes.a], date: "2026-13-01" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/date/i);

    const mine = session.user;
    const { db } = await import("@/lib/server/db");
    const manager = await db.user.findFirstOrThrow({ where: { workspaceId: world.workspaceId, role: "manager" } });
    session.user = await sessionUserOf(manager.id);
    expect((await check({ ids: [boxes.a], date: day(3) })).status).toBe(403);
    session.user = mine;

    const { createTestWorkspace } = await import("@/lib/testing/db-fixtures");
    const other = await createTestWorkspace(["dispatcher"]);
    session.user = await sessionUserOf(other.users[0]?.id ?? "");
    const body = (await (await check({ ids: [boxes.a, boxes.b], date: day(3) })).json()) as PlanCheckResponse;
    expect(body).toMatchObject({ checked: 0, risky: [] });
    session.user = mine;
  });

  it("a saved plan after the LFD or on a held box is flagged on the calendar and found by the board's filter", async () => {
    const versions = new Map<string, number>();
    const plan = async (id: string, date: string) => {
      const response = await workRoute.PATCH(
        appRequest(`/api/containers/${id}/work`, {
          method: "PATCH",
          body: { version: versions.get(id) ?? 0, plannedPickup: { date } },
        }),
        routeContext({ id }),
      );
      expect(response.status).toBe(200);
      versions.set(id, ((await response.json()) as { version: number }).version);
    };
    const atRisk = async () => {
      const response = await containersRoute.GET(
        appRequest("/api/containers?plannedPickup=at_risk&limit=50"),
        routeContext({}),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as ContainersResponse).data.map((row) => row.id).sort();
    };
    // A on its LFD and B (held) on its LFD: only B is at risk.
    await plan(boxes.a, day(1));
    await plan(boxes.b, day(1));
    expect(await atRisk()).toEqual([boxes.b]);
    // A moved two days past its LFD: now both.
    await plan(boxes.a, day(3));
    expect(await atRisk()).toEqual([boxes.a, boxes.b].sort());

    const response = await calendarRoute.GET(appRequest(`/api/calendar?from=${day(0)}&to=${day(4)}`), routeContext({}));
    const entries = ((await response.json()) as CalendarResponse).days.flatMap((entry) => entry.entries);
    const planned = Object.fromEntries(
      entries.filter((entry) => entry.kind === "planned_pickup").map((entry) => [entry.containerId, entry.planFlags]),
    );
    expect(planned).toEqual({ [boxes.a]: { late: true, blocked: false }, [boxes.b]: { late: false, blocked: true } });
    // Other kinds carry no plan flags.
    expect(entries.filter((entry) => entry.kind === "lfd").every((entry) => entry.planFlags === null)).toBe(true);
  });
});
