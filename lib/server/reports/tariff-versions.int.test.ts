import { beforeAll, describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt, localDate } from "@/lib/testing/scenario-time";

// Versioned tariffs and money in one currency at a time, on a backfilled world where three boxes are put past
// their LFD through the simulator's control API. Every expected value comes from the states and tariffs set here:
// - DOLLAR_LOW: line L1, 1 day past its terminal LFD → one more day is day 2: USD 150 (days 1-2 at 150, then 200).
// - DOLLAR_HIGH: line L1, 5 days past → day 6: USD 200. Posted fees USD 40.
// - YEN: line L2, 2 days past → day 3: JPY 10,000 (a yen tariff). Posted fees JPY 90,000.
const world = backfilledWorkspace({ containers: 60, roles: ["admin"] });
const DAY = 86_400_000;
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

type Box = { id: string; number: string; zone: string; line: string };
const boxes = {} as Record<"dollarLow" | "dollarHigh" | "yen", Box>;
const tariffIds = { dollar: "", yen: "" };
let simNow = new Date(0);
let calls = 0;

async function list(params: Record<string, string>) {
  const { listContainers } = await import("@/lib/server/containers/query");
  const { containersQuerySchema } = await import("@/lib/validations/containers-query");
  // A limit no earlier call used: never a page cached before the writes of this test.
  calls += 1;
  return listContainers(world.workspaceId, containersQuerySchema.parse({ limit: String(400 - calls), ...params }));
}

const rowOf = async (box: Box) => (await list({ q: box.number })).data.find((row) => row.id === box.id);

/** The ids of `ours` in the order a whole sorted board lists them, read page by page through the keyset. */
async function orderOf(params: Record<string, string>, ours: Box[]): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof list>> = await list({ ...params, ...(cursor ? { cursor } : {}) });
    ids.push(...page.data.map((row) => row.id));
    cursor = page.nextCursor;
  } while (cursor);
  const wanted = new Set(ours.map((box) => box.id));
  return ids.filter((id) => wanted.has(id));
}

async function resync() {
  const { syncLists } = await import("@/lib/server/sync/lists");
  const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
  await syncLists(world.workspaceId, { ref: "sweep" });
  await recomputeWorkspace(world.workspaceId);
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const workspaceId = world.workspaceId;
  simNow = new Date((await world.control<{ now: string }>("/_sim/clock")).now);
  const rows = await db.container.findMany({
    where: {
      workspaceId,
      bucket: { notIn: ["done"] },
      podTimezone: { not: null },
      shippingLineScac: { not: null },
      finalDestinationTimezone: null,
      podTerminalUpstreamId: { not: null },
    },
    orderBy: { number: "asc" },
    select: { id: true, number: true, podTimezone: true, shippingLineScac: true },
  });
  const asBox = (row: (typeof rows)[number]): Box => ({
    id: row.id,
    number: row.number,
    zone: row.podTimezone ?? "UTC",
    line: row.shippingLineScac ?? "",
  });
  const first = rows[0];
  const sameLine = rows.filter((row) => row.shippingLineScac === first?.shippingLineScac);
  const otherLine = rows.find((row) => row.shippingLineScac !== first?.shippingLineScac);
  if (!first || sameLine.length < 2 || !otherLine)
    throw new Error("the simulated world lacks the boxes this test needs");
  Object.assign(boxes, { dollarLow: asBox(first), dollarHigh: asBox(sameLine[1] ?? first), yen: asBox(otherLine) });

  const checked = new Date(simNow.getTime() - 3_600_000).toISOString();
  const pastBy = (box: Box, days: number, fees: { type: "demurrage"; amount: number; currency_code: string }[]) =>
    world.control(`/_sim/containers/${box.number}`, {
      current_status: "available",
      available_for_pickup: true,
      holds: [],
      fees,
      terminal_checked_at: checked,
      lfd: { line: null, terminal: localAt(simNow, box.zone, -days, 23, 30).toISOString(), rail: null },
    });
  await pastBy(boxes.dollarLow, 1, []);
  await pastBy(boxes.dollarHigh, 5, [{ type: "demurrage", amount: 40, currency_code: "USD" }]);
  await pastBy(boxes.yen, 2, [{ type: "demurrage", amount: 90_000, currency_code: "JPY" }]);

  const { createTariff } = await import("./tariff-store");
  const admin = await db.user.findFirstOrThrow({ where: { workspaceId, role: "admin" } });
  const author = { id: admin.id, label: admin.email };
  const dollar = await createTariff(
    workspaceId,
    {
      scope: "line",
      scopeKey: boxes.dollarLow.line,
      name: `${boxes.dollarLow.line} demurrage`,
      currency: "USD",
      freeDays: 4,
      tiers: [
        { fromDay: 1, toDay: 2, amountPerDay: 150 },
        { fromDay: 3, toDay: null, amountPerDay: 200 },
      ],
    },
    author,
  );
  const yen = await createTariff(
    workspaceId,
    {
      scope: "line",
      scopeKey: boxes.yen.line,
      name: `${boxes.yen.line} demurrage`,
      currency: "JPY",
      freeDays: 4,
      tiers: [{ fromDay: 1, toDay: null, amountPerDay: 10_000 }],
    },
    author,
  );
  tariffIds.dollar = dollar.id;
  tariffIds.yen = yen.id;
  await resync();
}, 120_000);

describe("money in one currency at a time", () => {
  it("estimates each box in its tariff's currency, naming the tariff, version 1 and the day", async () => {
    expect((await rowOf(boxes.dollarLow))?.moneyAtRisk?.parts).toEqual([
      expect.objectContaining({
        currency: "USD",
        amount: 150,
        day: 2,
        tariff: expect.objectContaining({ tariffId: tariffIds.dollar, version: 1 }),
      }),
    ]);
    expect((await rowOf(boxes.dollarHigh))?.moneyAtRisk?.byCurrency).toEqual({ USD: 200 });
    expect((await rowOf(boxes.yen))?.moneyAtRisk?.parts).toEqual([
      expect.objectContaining({
        currency: "JPY",
        amount: 10_000,
        day: 3,
        tariff: expect.objectContaining({ version: 1 }),
      }),
    ]);
  });

  it("sorts by money with the workspace currency first: ¥10,000 never outranks $150 in a dollar workspace", async () => {
    const ours = [boxes.dollarLow, boxes.dollarHigh, boxes.yen];
    expect(await orderOf({ sort: "money", dir: "desc", limit: "7" }, ours)).toEqual([
      boxes.dollarHigh.id,
      boxes.dollarLow.id,
      boxes.yen.id,
    ]);
    // Least first reverses only the amounts: dollars still before yen.
    expect(await orderOf({ sort: "money", dir: "asc", limit: "9" }, ours)).toEqual([
      boxes.dollarLow.id,
      boxes.dollarHigh.id,
      boxes.yen.id,
    ]);
    // Posted fees the same way: $40 before ¥90,000.
    const fees = await orderOf({ sort: "fees", dir: "desc", limit: "11" }, [boxes.dollarHigh, boxes.yen]);
    expect(fees).toEqual([boxes.dollarHigh.id, boxes.yen.id]);
    // The default order: all three are past their LFD, ordered by what one more day costs, dollars first.
    expect(await orderOf({ lens: "past_lfd" }, ours)).toEqual([boxes.dollarHigh.id, boxes.dollarLow.id, boxes.yen.id]);
  });

  it("puts the yen box first once the workspace's currency is the yen", async () => {
    const { setWorkspaceCurrency } = await import("./workspace-currency");
    await setWorkspaceCurrency(world.workspaceId, "JPY");
    try {
      expect(
        await orderOf({ sort: "money", dir: "desc", limit: "13" }, [boxes.dollarLow, boxes.dollarHigh, boxes.yen]),
      ).toEqual([boxes.yen.id, boxes.dollarHigh.id, boxes.dollarLow.id]);
    } finally {
      await setWorkspaceCurrency(world.workspaceId, "USD");
    }
  });

  it("serves the most-money-first order from one index, without sorting", async () => {
    const { db } = await import("@/lib/server/db");
    const plan = await db.$transaction(async (tx) => {
      // The test world is small enough for a scan and a sort; with those off the plan shows whether an index
      // can serve the order (a Sort still appears when none can).
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      await tx.$executeRaw`SET LOCAL enable_sort = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN SELECT id FROM containers
        WHERE workspace_id = ${world.workspaceId}::uuid AND bucket <> 'done' AND gone_upstream_at IS NULL
        ORDER BY money_at_risk_rank ASC NULLS LAST, money_at_risk_currency ASC NULLS LAST,
          money_at_risk DESC NULLS LAST, number ASC, id ASC
        LIMIT 101`;
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("containers_money_sort_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });
});

describe("versioned tariffs", () => {
  it("makes a new version from today on an edit, and a past day's estimate still names the old version", async () => {
    const { db } = await import("@/lib/server/db");
    const { updateTariff, listTariffVersions, listTariffs } = await import("./tariff-store");
    const { workspaceToday } = await import("./tariff-versions");
    const admin = await db.user.findFirstOrThrow({ where: { workspaceId: world.workspaceId, role: "admin" } });
    const today = await workspaceToday(world.workspaceId);
    const edited = await updateTariff(
      world.workspaceId,
      tariffIds.dollar,
      {
        scope: "line",
        scopeKey: boxes.dollarLow.line,
        name: `${boxes.dollarLow.line} demurrage`,
        currency: "USD",
        freeDays: 4,
        tiers: [{ fromDay: 1, toDay: null, amountPerDay: 300 }],
      },
      { id: admin.id, label: "Ada Admin" },
    );
    expect(edited).toMatchObject({ id: tariffIds.dollar, version: 2, effectiveFrom: today, effectiveTo: null });
    const versions = await listTariffVersions(world.workspaceId, tariffIds.dollar);
    expect(versions.map((v) => [v.version, v.effectiveTo === null, v.createdByLabel])).toEqual([
      [2, true, "Ada Admin"],
      [1, false, admin.email],
    ]);
    // v1 ends the day before v2 begins, its rates untouched.
    expect(versions[1]).toMatchObject({
      effectiveTo: addDays(today, -1),
      tiers: [
        { fromDay: 1, toDay: 2, amountPerDay: 150 },
        { fromDay: 3, toDay: null, amountPerDay: 200 },
      ],
    });
    // The list shows the tariff once, at its newest version.
    expect((await listTariffs(world.workspaceId)).filter((t) => t.id === tariffIds.dollar)).toHaveLength(1);

    // Tomorrow's charge is v2's: one more day for DOLLAR_HIGH (day 6) now costs 300.
    const high = await rowOf(boxes.dollarHigh);
    expect(high?.moneyAtRisk?.parts[0]).toMatchObject({ amount: 300, day: 6, tariff: { version: 2 } });

    // Three days ago the same box's next chargeable day (day 3, well before today) was v1's, at v1's rate.
    const { evaluate } = await import("@/lib/server/cache/normalize");
    const { evaluationInputs } = await import("@/lib/server/cache/evaluation-inputs");
    const row = await db.container.findUniqueOrThrow({ where: { id: boxes.dollarHigh.id } });
    const then = new Date(simNow.getTime() - 3 * DAY);
    const past = evaluate(row.raw, row, { now: then, ...(await evaluationInputs(world.workspaceId)) }).evaluation;
    const part = past?.moneyAtRisk?.parts[0];
    // The box's LFD was set 5 local days before the simulator's today; `then` is some 3 days later than that.
    const lfd = addDays(localDate(simNow, boxes.dollarHigh.zone), -5);
    const day = daysBetween(lfd, localDate(then, boxes.dollarHigh.zone)) + 1;
    expect(part).toMatchObject({
      amount: day <= 2 ? 150 : 200,
      day,
      date: addDays(lfd, day),
      tariff: { tariffId: tariffIds.dollar, version: 1 },
    });
    expect(part?.date.localeCompare(today)).toBe(-1);
  });

  it("ends a deleted tariff after today, keeping its versions, and starts a new one for the same line after it", async () => {
    const { deleteTariff, listTariffVersions, listTariffs, createTariff } = await import("./tariff-store");
    const { workspaceToday } = await import("./tariff-versions");
    const today = await workspaceToday(world.workspaceId);
    await deleteTariff(world.workspaceId, tariffIds.yen);
    expect((await listTariffs(world.workspaceId)).map((t) => t.id)).not.toContain(tariffIds.yen);
    expect(await listTariffVersions(world.workspaceId, tariffIds.yen)).toEqual([
      expect.objectContaining({ version: 1, effectiveTo: today, currency: "JPY" }),
    ]);
    // The box's next chargeable day is its own local tomorrow: past the tariff's last day, nothing is estimated.
    const next = addDays(localDate(simNow, boxes.yen.zone), 1);
    const yen = (await rowOf(boxes.yen))?.moneyAtRisk ?? null;
    if (next > today) expect(yen).toBeNull();
    else expect(yen?.parts[0]).toMatchObject({ currency: "JPY", tariff: { tariffId: tariffIds.yen, version: 1 } });
    const again = await createTariff(world.workspaceId, {
      scope: "line",
      scopeKey: boxes.yen.line,
      name: "Again",
      currency: "USD",
      freeDays: 4,
      tiers: [{ fromDay: 1, toDay: null, amountPerDay: 50 }],
    });
    expect(again.effectiveFrom).toBe(addDays(today, 1));
    const after = (await rowOf(boxes.yen))?.moneyAtRisk?.parts[0];
    if (next >= again.effectiveFrom)
      expect(after).toMatchObject({ currency: "USD", amount: 50, tariff: { version: 1 } });
    else expect(after).toMatchObject({ currency: "JPY", tariff: { tariffId: tariffIds.yen } });
  });
});
