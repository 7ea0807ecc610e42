import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { localAt, localDate } from "@/lib/testing/scenario-time";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator, type SimResource } from "@/simulator/testing";

// Reports agree with the board and the daily report, on a world set up through the simulator's control API:
// a fee the service already showed when the box was first seen counts on that day (never as missing because the
// row was written on another clock); a fee posted upstream in a Los Angeles evening (already tomorrow in UTC)
// shows in the default range as soon as a sync pass has read it, through the reports' cache; a hold cleared
// upstream is a release; and every bar's link (the `report` filter) selects as many boxes as the bar counts.
const sim = startSimulator({ containers: 160, start: SIM_START, speed: 0 });
let served: ServedSimulator;
let workspaceId = "";
let viewerId = "";

type Fee = { type: string; amount: number; currency_code?: string | null };
type Listed = { id: string; number: string; zone: string; fees: Fee[] | null; holds: string[]; atTerminal: boolean };

async function listing(): Promise<Map<string, Listed>> {
  const boxes = new Map<string, Listed>();
  let url: string | null = "/v2/containers?page[size]=100";
  while (url) {
    const response = await sim.request(url, { headers: { Authorization: "Token sim_paid_key" } });
    const page = (await response.json()) as { data: SimResource[]; links?: { next?: string | null } };
    for (const row of page.data) {
      const a = row.attributes;
      boxes.set(row.id, {
        id: row.id,
        number: String(a["number"]),
        zone: typeof a["pod_timezone"] === "string" ? a["pod_timezone"] : "UTC",
        fees: Array.isArray(a["fees_at_pod_terminal"]) ? (a["fees_at_pod_terminal"] as Fee[]) : null,
        holds: Array.isArray(a["holds_at_pod_terminal"])
          ? (a["holds_at_pod_terminal"] as { name: string }[]).map((hold) => hold.name)
          : [],
        atTerminal:
          a["pod_discharged_at"] !== null && a["pod_full_out_at"] === null && a["pod_rail_loaded_at"] === null,
      });
    }
    url = page.data.length > 0 && page.links?.next ? page.links.next : null;
  }
  return boxes;
}

/** Posted demurrage per currency in a box's fees: the terminal's `total` is never added. */
function demurrageOf(box: Listed | undefined): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const fee of box?.fees ?? []) {
    if (fee.type !== "demurrage") continue;
    const currency = fee.currency_code ? fee.currency_code.toUpperCase() : "UNKNOWN";
    sums[currency] = (sums[currency] ?? 0) + Number(fee.amount);
  }
  return sums;
}

const westOfUtc = (zone: string) => zone.startsWith("America/") && !/Halifax|St_Johns|Sao_Paulo/.test(zone);

let before = new Map<string, Listed>();
let after = new Map<string, Listed>();
let firstSeen: Date;
let evening: Date;
let feeBox: Listed;
let heldBox: Listed;

beforeAll(async () => {
  served = await serveSimulator(sim);
  firstSeen = new Date((await sim.control.clock()).now);
  before = await listing();
  // A box at a terminal west of UTC: its fee, already posted before Quayside ever saw it.
  const candidates = [...before.values()].filter((box) => box.atTerminal && westOfUtc(box.zone));
  feeBox = candidates[0] ?? [...before.values()][0]!;
  await sim.control.setContainer(feeBox.number, { fees: [{ type: "demurrage", amount: 777, currency_code: "USD" }] });
  before = await listing();

  const { workspace, users } = await createTestWorkspace(["manager"]);
  workspaceId = workspace.id;
  viewerId = users[0]?.id ?? "";
  const { syncLists } = await import("@/lib/server/sync/lists");
  await syncLists(workspaceId, { ref: "backfill", backfill: true });
}, 120_000);

afterAll(async () => {
  await served.close();
  await sim.stop();
});

describe("reports agree with the board", () => {
  it("counts a fee posted before the box was first seen on the day it was first seen", async () => {
    const { feesOverTime, feeCellIds } = await import("./fees-report");
    const { zoneTodays } = await import("./scope");
    const day = localDate(firstSeen, feeBox.zone);
    const zt = await zoneTodays(workspaceId, firstSeen);
    const { rows } = await feesOverTime(workspaceId, { from: day, to: day, terminal: [], line: [], customer: [] }, zt);
    // Every box listed then whose port's day it was: the fees the service showed at first sight.
    const expected: Record<string, number> = {};
    for (const box of before.values())
      if (localDate(firstSeen, box.zone) === day)
        for (const [currency, amount] of Object.entries(demurrageOf(box)))
          expected[currency] = (expected[currency] ?? 0) + amount;
    const reported = Object.fromEntries(
      rows.filter((row) => row.type === "demurrage").map((row) => [row.currency, row.amount]),
    );
    expect(reported).toEqual(expected);
    expect(expected.USD).toBeGreaterThanOrEqual(777);
    const ids = await feeCellIds(workspaceId, { from: day, to: day, terminal: [], line: [], customer: [] }, zt, {
      type: "demurrage",
      currency: "USD",
    });
    const { db } = await import("@/lib/server/db");
    const row = await db.container.findFirstOrThrow({ where: { workspaceId, upstreamId: feeBox.id } });
    expect(ids).toContain(row.id);
  });

  it("shows a fee posted upstream in a Los Angeles evening as soon as a sync pass has read it", async () => {
    const { getReports } = await import("./reports-cache");
    const { resetClock } = await import("@/lib/server/clock");
    const { syncLists } = await import("@/lib/server/sync/lists");
    // Read once, so the cache holds the answer from before the change.
    const earlier = await getReports(workspaceId, {});
    // 20:30 on the same day at the box's port: the next day already in UTC.
    evening = localAt(firstSeen, feeBox.zone, 0, 20, 30);
    expect(localDate(evening, "UTC")).not.toBe(localDate(evening, feeBox.zone));
    await sim.control.setClock({ set: evening.toISOString(), tick: false });
    resetClock();
    await sim.control.setContainer(feeBox.number, {
      fees: [{ type: "demurrage", amount: 1027, currency_code: "USD" }],
    });
    heldBox =
      [...(await listing()).values()].find((box) => box.atTerminal && box.holds.length > 0) ??
      (() => {
        throw new Error("the world has no held box at a terminal");
      })();
    await sim.control.setContainer(heldBox.number, { holds: [] });
    after = await listing();
    await syncLists(workspaceId, { ref: "sweep" });

    const report = await getReports(workspaceId, {});
    const today = localDate(evening, feeBox.zone);
    expect(report.today).toBe(today);
    expect(report.filters.to).toBe(today);
    // Expected from the service's two listings: fees at first sight on that day, what changed since on this one.
    const expected = new Map<string, number>();
    const add = (day: string, currency: string, amount: number) => {
      if (amount === 0 || day < report.filters.from || day > report.filters.to) return;
      // Over a long range the chart adds up weeks, from Monday.
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
      const period =
        report.fees.grain === "week"
          ? new Date(Date.parse(`${day}T00:00:00Z`) - weekday * 86_400_000).toISOString().slice(0, 10)
          : day;
      const key = `${period} ${currency}`;
      expected.set(key, (expected.get(key) ?? 0) + amount);
    };
    for (const box of new Set([...before.keys(), ...after.keys()])) {
      const was = before.get(box);
      const now = after.get(box) ?? was;
      const zone = (now ?? was)?.zone ?? "UTC";
      for (const [currency, amount] of Object.entries(demurrageOf(was)))
        add(localDate(firstSeen, zone), currency, amount);
      const seenThen = demurrageOf(was);
      for (const currency of new Set([...Object.keys(seenThen), ...Object.keys(demurrageOf(now))]))
        add(localDate(evening, zone), currency, (demurrageOf(now)[currency] ?? 0) - (seenThen[currency] ?? 0));
    }
    const reported = new Map(
      report.fees.rows
        .filter((row) => row.type === "demurrage")
        .map((row) => [`${row.period} ${row.currency}`, row.amount]),
    );
    expect(reported).toEqual(expected);
    const usd = (rows: typeof report.fees.rows) =>
      rows
        .filter((row) => row.type === "demurrage" && row.currency === "USD")
        .reduce((sum, row) => sum + row.amount, 0);
    // The cached answer from before was not served again.
    expect(usd(report.fees.rows) - usd(earlier.fees.rows)).toBeGreaterThanOrEqual(250);

    // The hold cleared upstream is a release of the range, and its bar's link finds the box.
    const released = new Map<string, number>();
    for (const [id, now] of after) {
      const was = before.get(id);
      for (const name of was?.holds ?? [])
        if (!now.holds.includes(name)) released.set(name, (released.get(name) ?? 0) + 1);
    }
    expect(new Map(report.releases.map((row) => [row.name, row.releases]))).toEqual(released);
    const { releasedIds } = await import("./holds-report");
    const { zoneTodays } = await import("./scope");
    const ids = await releasedIds(
      workspaceId,
      report.filters,
      await zoneTodays(workspaceId, evening),
      heldBox.holds[0] ?? "",
    );
    const { db } = await import("@/lib/server/db");
    const held = await db.container.findFirstOrThrow({ where: { workspaceId, upstreamId: heldBox.id } });
    expect(ids).toContain(held.id);
  });

  it("counts what the board's Past LFD card and the daily report count, and each bar's link selects its boxes", async () => {
    const { getReports } = await import("./reports-cache");
    const { dailyReport } = await import("./daily");
    const { listContainersJson } = await import("@/lib/server/containers/query");
    const { containersQuerySchema } = await import("@/lib/validations/containers-query");
    const { addAmounts } = await import("@/lib/domain/fees");
    const { reportCellParam } = await import("@/lib/shared/report-cell");
    type Board = { total: number; lensCounts: Record<string, number>; pastLfd: { count: number; demurrage: object } };
    const board = async (params: Record<string, string>): Promise<Board> =>
      JSON.parse(
        await listContainersJson(workspaceId, containersQuerySchema.parse({ limit: "1", ...params }), { id: viewerId }),
      ) as Board;

    const report = await getReports(workspaceId, {});
    const daily = await dailyReport(workspaceId, report.filters);
    const whole = await board({ lens: "past_lfd" });
    const pastCount = report.pastLfd.reduce((sum, row) => sum + row.containers, 0);
    expect(pastCount).toBeGreaterThan(0);
    expect(pastCount).toBe(whole.lensCounts.past_lfd);
    expect(pastCount).toBe(daily.pastLfd.length);
    expect(report.pastLfdCard.count).toBe(pastCount);
    expect(report.pastLfdCard.demurrage).toEqual(whole.pastLfd.demurrage);
    expect(addAmounts(daily.pastLfd.flatMap((row) => (row.demurrage ? [row.demurrage] : [])))).toEqual(
      whole.pastLfd.demurrage,
    );

    // Each bar of the state charts, opened on the board: as many boxes as the bar counts.
    const bars = [
      ...[...new Set(report.pastLfd.map((row) => row.band))].map((band) => ({
        cell: { chart: "past-lfd" as const, band: band as never },
        count: report.pastLfd.filter((row) => row.band === band).reduce((sum, row) => sum + row.containers, 0),
      })),
      ...[...new Set(report.lfdDue.map((row) => row.offset))].map((days) => ({
        cell: { chart: "lfd-due" as const, days },
        count: report.lfdDue.filter((row) => row.offset === days).reduce((sum, row) => sum + row.containers, 0),
      })),
      ...report.activeHolds.map((row) => ({
        cell: { chart: "hold-age" as const, hold: row.name, band: row.band as never },
        count: row.containers,
      })),
    ];
    expect(bars.length).toBeGreaterThan(3);
    for (const bar of bars)
      expect((await board({ report: reportCellParam(bar.cell) })).total, JSON.stringify(bar)).toBe(bar.count);
    // One terminal's segment: the board's own terminal filter narrows the report's boxes.
    const segment = report.pastLfd[0];
    if (segment) {
      const result = await board({
        terminal: segment.terminal,
        report: reportCellParam({ chart: "past-lfd", band: segment.band as never }),
      });
      expect(result.total).toBe(segment.containers);
    }
  });
});
