// Money incurred end to end against PostgreSQL: a box put in a known state through the simulator's control API,
// taken in through the real cache code, its days written by the worker's pass, priced by a versioned tariff.
// Scenario, in the box's port zone, D = the simulator's today there (expected values read off the calendar):
// - discharged D−8 10:00, available, no holds, terminal LFD D−5 23:30, $150 demurrage posted; first seen D−7.
// - the line's demurrage tariff (MSCU): v1 through D−3 at $100 a day for days 1–2 and $175 from day 3; v2 from
//   D−2 at $120 and $250.
//   → chargeable D−4 (day 1, v1) $100, D−3 (day 2, v1) $100, D−2 (day 3, v2) $250, D−1 (day 4, v2) $250 = $700.
// - a delivery stamped D−2 12:00 moves the LFD to D−3 (a late extension): D−2 and D−1 are written again as
//   corrections, now days 1 and 2 at v2's first rate → $100 + $100 + $120 + $120 = $440.
// The drawer (records), the board's Past LFD card and the daily report (the runs kept with the records) agree.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ContainerMoneyResponse } from "@/lib/shared/money-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { Resource } from "@/lib/server/upstream/json-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { localAt, localDate } from "@/lib/testing/scenario-time";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const moneyRoute = await import("@/app/api/containers/[id]/money/route");

const world = backfilledWorkspace({ containers: 20, roles: ["dispatcher"] });
let simNow = new Date(0);
let zone = "UTC";
let resource: Resource | null = null;
let boxId = "";
let number = "";

const day = (offset: number): string => localDate(localAt(simNow, zone, offset, 12, 0), zone);
const at = (offset: number, hour: number, minute = 0): Date => localAt(simNow, zone, offset, hour, minute);
const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);

async function apply(data: Resource, observedAt: Date): Promise<void> {
  const { applyContainers } = await import("@/lib/server/cache/containers");
  await applyContainers(world.workspaceId, [data], {
    observedAt,
    source: { kind: "webhook", ref: "incurred money test" },
    now: simNow,
    lfdRule: "earliest",
  });
}

async function money(id = boxId): Promise<{ status: number; body: ContainerMoneyResponse }> {
  const response = await moneyRoute.GET(new NextRequest(`http://127.0.0.1:3000/api/containers/${id}/money`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: (await response.json()) as ContainerMoneyResponse };
}

/** The board's Past LFD card and the daily report over this one box, from the runs the writer keeps. */
async function boardAndDaily() {
  const { workspaceTariffBook } = await import("@/lib/server/cache/evaluation-inputs");
  const { pastLfdCard } = await import("@/lib/server/containers/past-lfd-card");
  const { dailyPastLfdList } = await import("@/lib/server/reports/daily");
  const { zoneTodays } = await import("@/lib/server/reports/scope");
  const book = await workspaceTariffBook(world.workspaceId);
  const card = await pastLfdCard({ workspaceId: world.workspaceId, id: boxId }, simNow, book);
  const zt = await zoneTodays(world.workspaceId, simNow);
  const daily = await dailyPastLfdList(world.workspaceId, { terminal: [], line: [], customer: [] }, zt);
  return { card, row: daily.find((item) => item.number === number) };
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const user = await db.user.findFirstOrThrow({
    where: { workspaceId: world.workspaceId },
    include: { workspace: true },
  });
  session.user = {
    id: user.id,
    email: user.email,
    name: null,
    role: "dispatcher",
    workspaceId: world.workspaceId,
    workspaceName: user.workspace.name,
  };
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
  const created = await sim<{ data: Resource; containers: Resource[] }>("/_sim/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 1,
    phase: "recent",
    rail: false,
  });
  number = String(created.containers[0]?.attributes["number"]);
  zone = String(created.containers[0]?.attributes["pod_timezone"] ?? "America/Los_Angeles");
  const changed = await sim<{ data: Resource }>(`/_sim/containers/${number}`, {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    fees: [{ type: "demurrage", amount: 150, currency_code: "USD" }],
    lfd: { line: null, terminal: at(-5, 23, 30).toISOString(), rail: null },
    pod_discharged_at: at(-8, 10).toISOString(),
    terminal_checked_at: at(-1, 9).toISOString(),
  });
  resource = changed.data;
  // The shipment first, so the box carries its line (the tariff's scope) as a sync would give it.
  const { applyShipments } = await import("@/lib/server/cache/reference");
  await applyShipments(world.workspaceId, [created.data], at(-7, 12));
  await apply(changed.data, at(-7, 12));
  boxId = (await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId, number } })).id;

  const rates = (first: number, later: number) => [
    { fromDay: 1, toDay: 2, amountPerDay: first },
    { fromDay: 3, toDay: null, amountPerDay: later },
  ];
  const tariff = { workspaceId: world.workspaceId, scope: "line" as const, scopeKey: "MSCU", name: "MSCU demurrage" };
  const v1 = await db.tariff.create({
    data: {
      ...tariff,
      currency: "USD",
      freeDays: 4,
      tiers: rates(100, 175),
      effectiveTo: new Date(`${day(-3)}T00:00:00Z`),
    },
  });
  await db.tariff.create({
    data: {
      ...tariff,
      tariffId: v1.tariffId,
      version: 2,
      currency: "USD",
      freeDays: 4,
      tiers: rates(120, 250),
      effectiveFrom: new Date(`${day(-2)}T00:00:00Z`),
    },
  });
  const { writeDayRecords } = await import("@/lib/server/days/write-days");
  await writeDayRecords(world.workspaceId);
}, 60_000);

describe("money incurred", () => {
  it("prices each chargeable day at the tariff version in force that day, beside what was posted", async () => {
    const { status, body } = await money();
    expect(status).toBe(200);
    expect(body.through).toBe(day(-1));
    expect(body.posted?.["demurrage"]).toEqual({ USD: 150 });
    expect(body.incurred.byCurrency).toEqual({ USD: 700 });
    expect(
      body.incurred.days.map((item) => [item.date, item.day, item.priced?.amount, item.priced?.tariff.version]),
    ).toEqual([
      [day(-4), 1, 100, 1],
      [day(-3), 2, 100, 1],
      [day(-2), 3, 250, 2],
      [day(-1), 4, 250, 2],
    ]);
    expect(body.incurred.figures).toMatchObject([
      { kind: "demurrage", currency: "USD", amount: 700, days: 4, from: day(-4), to: day(-1) },
    ]);
    const { card, row } = await boardAndDaily();
    expect(card.incurred).toEqual({ USD: 700 });
    expect(card.demurrage).toEqual({ USD: 150 });
    expect(
      row?.incurred.map((figure) => [figure.amount, figure.versions.map((share) => share.tariff.version)]),
    ).toEqual([[700, [1, 2]]]);
  });

  it("replaces the days a correction rewrote, and the board's runs follow the records", async () => {
    if (!resource) throw new Error("fixture");
    const extended = await sim<{ data: Resource }>(`/_sim/containers/${number}`, {
      lfd: { line: null, terminal: at(-3, 23, 30).toISOString(), rail: null },
    });
    await apply(extended.data, at(-2, 12));
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    expect(await writeDayRecords(world.workspaceId)).toMatchObject({ corrections: 2 });

    const { body } = await money();
    expect(body.incurred.days.map((item) => [item.date, item.day, item.priced?.amount])).toEqual([
      [day(-4), 1, 100],
      [day(-3), 2, 100],
      [day(-2), 1, 120],
      [day(-1), 2, 120],
    ]);
    expect(body.incurred.byCurrency).toEqual({ USD: 440 });

    const { db } = await import("@/lib/server/db");
    const state = await db.containerDayState.findUniqueOrThrow({ where: { containerId: boxId } });
    expect(state.charged).toEqual([
      { clock: "terminal", from: day(-4), to: day(-3), day: 1 },
      { clock: "terminal", from: day(-2), to: day(-1), day: 1 },
    ]);
    const { card, row } = await boardAndDaily();
    expect(card.incurred).toEqual({ USD: 440 });
    expect(row?.incurred[0]).toMatchObject({ amount: 440, days: 4 });
  });

  it("gives boxes written before the runs were kept the same runs, by the migration that added them", async () => {
    const { db } = await import("@/lib/server/db");
    const { readFile } = await import("node:fs/promises");
    const { resolve } = await import("node:path");
    const written = (await db.containerDayState.findUniqueOrThrow({ where: { containerId: boxId } })).charged;
    await db.$executeRaw`UPDATE container_day_state SET charged = '[]' WHERE container_id = ${boxId}::uuid`;
    const sql = await readFile(resolve("prisma/migrations/20261128063913_container_day_charged/migration.sql"), "utf8");
    const backfill = sql.split(";").find((statement) => statement.includes("UPDATE container_day_state"));
    if (!backfill) throw new Error("the migration's backfill");
    await db.$executeRawUnsafe(backfill);
    const again = await db.containerDayState.findUniqueOrThrow({ where: { containerId: boxId } });
    expect(again.charged).toEqual(written);
  });

  it("answers 404 for another workspace's box", async () => {
    const other = await createTestWorkspace(["dispatcher"]);
    const mine = session.user;
    if (!mine) throw new Error("fixture");
    session.user = { ...mine, workspaceId: other.workspace.id };
    try {
      expect((await money()).status).toBe(404);
    } finally {
      session.user = mine;
    }
  });
});
