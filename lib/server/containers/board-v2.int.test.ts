import { beforeAll, describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt as localInstant, localDate } from "@/lib/testing/scenario-time";

// Board v2 through GET /api/containers' query on a backfilled world where five boxes are put in known states
// through the simulator's control API. Every expected value below comes from those states (and the tariffs
// this test saves), never from the rules under test:
// - READY: available, no hold, terminal LFD today 23:30 at its terminal → Pull now + Due today.
// - LATE: available, customs hold, terminal LFD yesterday 23:30, line LFD tomorrow 23:30 → Past LFD + Blocked
//   by the default (earliest) rule; Due tomorrow + Blocked as the service picks.
// - RAIL: a rail move awaiting inland transfer with a customs hold → Blocked only (it is at the port terminal).
// - OUT: picked up → Return soon only; return-by = full-out date at the port + 0 free days.
// - OLD: terminal last checked 8 days ago → Urgency unknown only.
const world = backfilledWorkspace({ containers: 150, roles: ["admin"] });
const DAY = 86_400_000;

type Box = { id: string; number: string; zone: string; terminalKey: string; line: string };
const boxes = {} as Record<"ready" | "late" | "rail" | "out" | "old", Box>;
let simNow = new Date(0);
let outFullOutDate = "";
let calls = 0;

/** The instant of hh:mm on the local date `offsetDays` from today in `zone`, today being the simulator's. */
const localAt = (zone: string, offsetDays: number, hour: number, minute: number): string =>
  localInstant(simNow, zone, offsetDays, hour, minute).toISOString();

async function sim<T>(path: string, body?: unknown): Promise<T> {
  const { env } = await import("@/lib/env.mjs");
  const origin = env.SIMULATOR_URL.replace(/\/v2$/, "");
  const response = await fetch(
    `${origin}${path}`,
    body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function list(params: Record<string, string>) {
  const { listContainers } = await import("./query");
  const { containersQuerySchema } = await import("@/lib/validations/containers-query");
  // A limit no earlier call used: never a page cached before the writes of this test.
  calls += 1;
  return listContainers(world.workspaceId, containersQuerySchema.parse({ limit: String(500 - calls), ...params }));
}

async function resync() {
  const { syncLists } = await import("@/lib/server/sync/lists");
  const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
  await syncLists(world.workspaceId, { ref: "sweep" });
  await recomputeWorkspace(world.workspaceId);
}

const lensesOf = async (box: Box) => (await list({ q: box.number })).data.find((row) => row.id === box.id);

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const workspaceId = world.workspaceId;
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
  const rows = await db.container.findMany({
    where: { workspaceId, bucket: { notIn: ["done"] }, podTimezone: { not: null }, shippingLineScac: { not: null } },
    orderBy: { number: "asc" },
    select: {
      id: true,
      number: true,
      podTimezone: true,
      terminalFirmsCode: true,
      podTerminalUpstreamId: true,
      shippingLineScac: true,
      finalDestinationTimezone: true,
    },
  });
  const asBox = (row: (typeof rows)[number]): Box => ({
    id: row.id,
    number: row.number,
    zone: row.podTimezone ?? "UTC",
    terminalKey: row.podTerminalUpstreamId ?? "",
    line: row.shippingLineScac ?? "",
  });
  const road = rows.filter((row) => row.finalDestinationTimezone === null && row.podTerminalUpstreamId !== null);
  const rail = rows.find((row) => row.finalDestinationTimezone !== null && row.podTerminalUpstreamId !== null);
  const [ready, late, out, old] = road;
  if (!ready || !late || !out || !old || !rail) throw new Error("the simulated world lacks the boxes this test needs");
  Object.assign(boxes, { ready: asBox(ready), late: asBox(late), out: asBox(out), old: asBox(old), rail: asBox(rail) });

  const checked = new Date(simNow.getTime() - 3_600_000).toISOString();
  const customs = [{ name: "customs", status: "hold", description: "CBP exam" }];
  const set = (box: Box, body: Record<string, unknown>) => sim(`/_sim/containers/${box.number}`, body);
  await set(boxes.ready, {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    terminal_checked_at: checked,
    lfd: { line: null, terminal: localAt(boxes.ready.zone, 0, 23, 30), rail: null },
  });
  await set(boxes.late, {
    current_status: "available",
    available_for_pickup: true,
    holds: customs,
    terminal_checked_at: checked,
    lfd: { line: localAt(boxes.late.zone, 1, 23, 30), terminal: localAt(boxes.late.zone, -1, 23, 30), rail: null },
  });
  await set(boxes.rail, {
    current_status: "awaiting_inland_transfer",
    holds: customs,
    terminal_checked_at: checked,
    lfd: { line: null, terminal: null, rail: null },
  });
  const picked = (await set(boxes.out, { current_status: "picked_up" })) as {
    data: { attributes: { pod_full_out_at: string } };
  };
  outFullOutDate = localDate(picked.data.attributes.pod_full_out_at, boxes.out.zone);
  await set(boxes.old, {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    terminal_checked_at: new Date(simNow.getTime() - 8 * DAY).toISOString(),
  });

  // Tariffs this test controls: demurrage at READY's and LATE's terminals (day 1-2: 100, then 250), per diem
  // for OUT's line with no free days (day 1: 80, then 120).
  const { createTariff } = await import("@/lib/server/reports/tariff-store");
  const { createPerDiemTariff } = await import("@/lib/server/reports/per-diem-tariff-store");
  const tiers = [
    { fromDay: 1, toDay: 2, amountPerDay: 100 },
    { fromDay: 3, toDay: null, amountPerDay: 250 },
  ];
  for (const key of new Set([boxes.ready.terminalKey, boxes.late.terminalKey]))
    await createTariff(workspaceId, {
      scope: "terminal",
      scopeKey: key,
      name: `Test ${key}`,
      currency: "USD",
      freeDays: 4,
      tiers,
    });
  await createPerDiemTariff(workspaceId, {
    lineScac: boxes.out.line,
    equipmentLength: null,
    name: "Test per diem",
    currency: "USD",
    freeDays: 0,
    dayKind: "calendar",
    tiers: [
      { fromDay: 1, toDay: 1, amountPerDay: 80 },
      { fromDay: 2, toDay: null, amountPerDay: 120 },
    ],
  });
  await resync();
}, 120_000);

describe("board v2: lenses, return by, money at risk", () => {
  it("puts each box under the cards its state answers, the unknown one only under Urgency unknown", async () => {
    expect((await lensesOf(boxes.ready))?.lenses).toEqual(["pull_now", "due_today"]);
    expect((await lensesOf(boxes.late))?.lenses).toEqual(["past_lfd", "blocked"]);
    expect((await lensesOf(boxes.rail))?.lenses).toEqual(["blocked"]);
    expect((await lensesOf(boxes.out))?.lenses).toEqual(["return_soon"]);
    expect((await lensesOf(boxes.old))?.lenses).toEqual(["unknown"]);
    const late = await lensesOf(boxes.late);
    expect(late?.lfd).toMatchObject({ rule: "earliest", source: "terminal", daysLeft: -1, conflict: true });
  });

  it("filters by lens (several = union) with total equal to that lens's count, and counts every lens over the same filters", async () => {
    const board = await list({});
    for (const lens of [
      "pull_now",
      "past_lfd",
      "due_today",
      "due_tomorrow",
      "blocked",
      "not_released",
      "on_rail",
      "arriving",
      "return_soon",
      "unknown",
    ] as const) {
      const page = await list({ lens });
      expect(page.total, lens).toBe(board.lensCounts[lens]);
      expect(
        page.data.every((row) => row.lenses.includes(lens)),
        lens,
      ).toBe(true);
      expect(page.lensCounts).toEqual(board.lensCounts);
    }
    const union = await list({ lens: "due_today,unknown" });
    expect(union.data.map((row) => row.id)).toEqual(expect.arrayContaining([boxes.ready.id, boxes.old.id]));
    expect(union.data.every((row) => row.lenses.includes("due_today") || row.lenses.includes("unknown"))).toBe(true);
    // The board's total is apart from the overlapping cards: every box on the board once.
    expect(board.boardTotal).toBe(board.total);
    expect(Object.values(board.lensCounts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(board.boardTotal);
    // A returned box is in no card, so the board total counts only boxes with a lens.
    expect((await list({ lens: "unknown" })).data.every((row) => row.lenses.length === 1)).toBe(true);
  });

  it("filters hold=any to every box with an active hold, whatever its name", async () => {
    const held = (await list({ hold: "any" })).data.map((row) => row.id);
    expect(held).toEqual(expect.arrayContaining([boxes.late.id, boxes.rail.id]));
    expect(held).not.toContain(boxes.ready.id);
    expect((await list({ hold: "any" })).data.every((row) => row.holds.length > 0)).toBe(true);
  });

  it("groups Blocked by hold type with who resolves it", async () => {
    const { blockedGroups, lensCounts } = await list({ lens: "blocked" });
    const customs = blockedGroups.find((group) => group.hold === "customs");
    expect(customs).toMatchObject({ owner: "customs_broker", ownerLabel: "Customs broker" });
    expect(customs?.count).toBeGreaterThanOrEqual(2);
    expect(blockedGroups.reduce((sum, group) => sum + group.count, 0)).toBeGreaterThanOrEqual(lensCounts.blocked);
  });

  it("gives a box out its return-by and per diem, and a box at its LFD its demurrage, as estimates", async () => {
    const out = await lensesOf(boxes.out);
    // No free days: return by the full-out date itself, counted in the port's zone.
    expect(out?.returnBy).toMatchObject({
      date: outFullOutDate,
      freeDays: 0,
      dayKind: "calendar",
      timezone: boxes.out.zone,
      fullOutDate: outFullOutDate,
    });
    const daysLeft = (Date.parse(outFullOutDate) - Date.parse(localDate(simNow.toISOString(), boxes.out.zone))) / DAY;
    expect(out?.returnBy?.daysLeft).toBe(daysLeft);
    // One more day is per-diem day 1 (80) when return-by is today, later days 120.
    const perDiem = 1 - daysLeft <= 1 ? 80 : 120;
    // It names the per-diem tariff's version and the chargeable day it is for.
    expect(out?.moneyAtRisk).toEqual({
      byCurrency: { USD: perDiem },
      estimate: true,
      parts: [
        {
          kind: "per_diem",
          currency: "USD",
          amount: perDiem,
          day: Math.max(1, 1 - daysLeft),
          date: expect.any(String),
          tariff: expect.objectContaining({ name: "Test per diem", version: 1 }),
        },
      ],
    });
    expect((await lensesOf(boxes.ready))?.moneyAtRisk?.byCurrency).toEqual({ USD: 100 });
    // One day past: one more day is day 2.
    expect((await lensesOf(boxes.late))?.moneyAtRisk?.parts).toEqual([
      expect.objectContaining({
        kind: "demurrage",
        currency: "USD",
        amount: 100,
        day: 2,
        tariff: expect.objectContaining({ name: `Test ${boxes.late.terminalKey}`, version: 1 }),
      }),
    ]);
    expect((await lensesOf(boxes.ready))?.returnBy).toBeNull();
    const card = (await list({ lens: "past_lfd" })).pastLfd;
    expect(card?.estimatedDaily.USD ?? 0).toBeGreaterThanOrEqual(100);
  });

  it("sorts by money at risk over the whole board, most first, nulls last, by keyset pages", async () => {
    const whole = await list({ sort: "money", dir: "desc" });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({
        sort: "money",
        dir: "desc",
        limit: "4",
        ...(cursor ? { cursor } : {}),
      });
      ids.push(...page.data.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(whole.data.map((row) => row.id));
    const figures = whole.data.map((row) =>
      row.moneyAtRisk ? Object.values(row.moneyAtRisk.byCurrency).reduce((a, b) => a + b, 0) : null,
    );
    const known = figures.filter((value): value is number => value !== null);
    expect(figures.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(whole.data.slice(0, known.length).map((row) => row.id)).toEqual(
      expect.arrayContaining([boxes.ready.id, boxes.late.id, boxes.out.id]),
    );
  });

  it("follows the workspace's LFD rule: as the service picks, the late box is due tomorrow", async () => {
    const { db } = await import("@/lib/server/db");
    // What the settings route does after saving a rule: every box is re-evaluated under it.
    const { reevaluateNow } = await import("@/lib/server/cache/reevaluate-now");
    await db.workspaceSettings.upsert({
      where: { workspaceId: world.workspaceId },
      create: { workspaceId: world.workspaceId, lfdRule: "service" },
      update: { lfdRule: "service" },
    });
    await reevaluateNow(world.workspaceId, "lfd_rule");
    const late = await lensesOf(boxes.late);
    expect(late?.lenses).toEqual(["due_tomorrow", "blocked"]);
    expect(late?.bucket).toBe("lfd_tomorrow");
    expect(late?.lfd).toMatchObject({ rule: "service", source: "line", daysLeft: 1 });
    // Back to never having chosen: the default (earliest) again.
    await db.workspaceSettings.update({ where: { workspaceId: world.workspaceId }, data: { lfdRule: null } });
    await reevaluateNow(world.workspaceId, "lfd_rule");
    expect((await lensesOf(boxes.late))?.lenses).toEqual(["past_lfd", "blocked"]);
  });
});

describe("one source for the urgency rule", () => {
  it("stores for every row the lenses and urgency a fresh domain evaluation gives, and SQL sorts them in the domain's order", async () => {
    const { db } = await import("@/lib/server/db");
    const { now } = await import("@/lib/server/clock");
    const { compareByUrgency } = await import("@/lib/domain/urgency-sort");
    const { evaluate } = await import("@/lib/server/cache/normalize");
    const { evaluationInputs } = await import("@/lib/server/cache/evaluation-inputs");
    const workspaceId = world.workspaceId;
    const at = await now("simulated");
    const inputs = await evaluationInputs(workspaceId);
    const rows = await db.container.findMany({ where: { workspaceId, bucket: { not: "done" }, goneUpstreamAt: null } });
    const fresh = rows.map((row) => ({ row, evaluation: evaluate(row.raw, row, { now: at, ...inputs }).evaluation }));
    for (const { row, evaluation } of fresh) {
      expect({ number: row.number, bucket: row.bucket, lenses: row.lenses }).toEqual({
        number: row.number,
        bucket: evaluation?.bucket,
        lenses: evaluation?.lenses,
      });
    }
    const domainOrder = fresh
      .flatMap(({ row, evaluation }) => (evaluation ? [{ id: row.id, sort: evaluation.sort }] : []))
      .sort((a, b) => compareByUrgency(a.sort, b.sort) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((item) => item.id);
    const sqlOrder = (await list({ sort: "urgency" })).data.map((row) => row.id);
    expect(sqlOrder).toEqual(domainOrder);
  });
});
