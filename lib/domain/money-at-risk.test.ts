import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import type { PerDiemTariff } from "./per-diem";
import type { Tariff } from "./tariff";
import { makeFacts, TEST_NOW } from "./test-facts";
import { testDemurrage, testTariffs } from "./test-tariffs";
import { compareByUrgency } from "./urgency-sort";

// Money at risk = the cost of one more day: demurrage's next chargeable day once the LFD is today, tomorrow or
// past; per diem's likewise around return-by for a box out. TEST_NOW is Jun 19, 11:00 PDT.
const demurrage: Tariff = {
  currency: "USD",
  freeDays: 4,
  tiers: [
    { fromDay: 1, toDay: 4, amountPerDay: 150 },
    { fromDay: 5, toDay: null, amountPerDay: 300 },
  ],
};
const perDiem: PerDiemTariff = {
  currency: "USD",
  freeDays: 4,
  dayKind: "calendar",
  tiers: [
    { fromDay: 1, toDay: 2, amountPerDay: 100 },
    { fromDay: 3, toDay: null, amountPerDay: 175 },
  ],
};
const tariffs = testTariffs(demurrage, perDiem);
/** The part's naming as the fixtures make it (test-tariffs.ts): version 1 of each, in force on every day. */
const named = (kind: "demurrage" | "per_diem") =>
  kind === "demurrage"
    ? { tariffId: "MSCU demurrage-tariff", versionId: "MSCU demurrage-v1", version: 1, name: "MSCU demurrage" }
    : { tariffId: "MSCU per diem-tariff", versionId: "MSCU per diem-v1", version: 1, name: "MSCU per diem" };
const lfdOn = (localDate: string) => ({ import_deadlines: { pickup_lfd_terminal: `${localDate}T23:59:00-07:00` } });
const money = (overrides: Parameters<typeof makeFacts>[0], now = TEST_NOW) =>
  evaluateContainer(makeFacts(overrides), { now, lfdRule: "earliest", tariffs }).moneyAtRisk;

describe("money at risk", () => {
  it("charges day 1 when the LFD is today or tomorrow, naming the tariff version and the day's date", () => {
    const dayOne = (date: string) => ({
      byCurrency: { USD: 150 },
      estimate: true,
      parts: [{ kind: "demurrage", currency: "USD", amount: 150, day: 1, date, tariff: named("demurrage") }],
    });
    expect(money(lfdOn("2026-06-19"))).toEqual(dayOne("2026-06-20"));
    expect(money(lfdOn("2026-06-20"))).toEqual(dayOne("2026-06-21"));
  });

  it("charges the day after today once the LFD has passed", () => {
    // Jun 14 is 5 days past on Jun 19: one more day is day 6, in the 300 tier.
    expect(money(lfdOn("2026-06-14"))?.byCurrency).toEqual({ USD: 300 });
    // 3 days past: one more day is day 4, still 150.
    expect(money(lfdOn("2026-06-16"))?.byCurrency).toEqual({ USD: 150 });
  });

  it("is nothing while the LFD is two days or more away, or with no tariff", () => {
    expect(money(lfdOn("2026-06-21"))).toBeNull();
    expect(
      evaluateContainer(makeFacts(lfdOn("2026-06-14")), { now: TEST_NOW, lfdRule: "earliest" }).moneyAtRisk,
    ).toBeNull();
  });

  it("charges per diem after return-by for a box out, and no demurrage", () => {
    // Out Jun 12 13:00 PDT + 4 days = return by Jun 16; on Jun 19 it is 3 days past, so one more day is day 4.
    const out = { current_status: "picked_up", pod_full_out_at: "2026-06-12T20:00:00Z", ...lfdOn("2026-06-10") };
    expect(money(out)).toEqual({
      byCurrency: { USD: 175 },
      estimate: true,
      parts: [
        { kind: "per_diem", currency: "USD", amount: 175, day: 4, date: "2026-06-20", tariff: named("per_diem") },
      ],
    });
    // Return by Jun 20 (tomorrow): day 1.
    expect(money({ ...out, pod_full_out_at: "2026-06-16T20:00:00Z" })?.byCurrency).toEqual({ USD: 100 });
    // Return by Jun 23: nothing yet.
    expect(money({ ...out, pod_full_out_at: "2026-06-19T17:00:00Z" })).toBeNull();
  });

  it("rolls over at the terminal's midnight, not UTC's", () => {
    // LFD Jun 19 in Los Angeles. 23:59 PDT is 06:59 UTC on Jun 20: still due today there, day 1.
    const facts = makeFacts(lfdOn("2026-06-19"));
    const before = evaluateContainer(facts, { now: new Date("2026-06-20T06:59:00Z"), lfdRule: "earliest", tariffs });
    expect(before).toMatchObject({ bucket: "lfd_today", lenses: ["due_today", "not_released"] });
    expect(before.moneyAtRisk?.byCurrency).toEqual({ USD: 150 });
    // One minute later it is Jun 20 at the terminal: past LFD, and one more day is day 2.
    const after = evaluateContainer(facts, { now: new Date("2026-06-20T07:00:00Z"), lfdRule: "earliest", tariffs });
    expect(after).toMatchObject({ bucket: "past_lfd", lenses: ["past_lfd", "not_released"] });
    expect(after.lfd.daysLeft).toBe(-1);
  });
});

describe("money at risk by the version in force on its day", () => {
  // MSCU demurrage: v1 at 150/day through Jun 20, v2 at 200/day from Jun 21 (an edit made on Jun 21).
  const versioned = testTariffs(null, null);
  const v1 = testDemurrage(
    { currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 150 }] },
    { versionId: "v1", version: 1, effectiveTo: "2026-06-20" },
  );
  const v2 = testDemurrage(
    { currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 200 }] },
    { versionId: "v2", version: 2, effectiveFrom: "2026-06-21" },
  );
  const withVersions = { ...versioned, demurrage: [v1, v2] };
  const part = (lfd: string, now = TEST_NOW) =>
    evaluateContainer(makeFacts(lfdOn(lfd)), { now, lfdRule: "earliest", tariffs: withVersions }).moneyAtRisk?.parts[0];

  it("uses the version of the day the charge is for: the day after the LFD on its last day, v2 from its first", () => {
    // On Jun 19, LFD Jun 19: one more day is Jun 20, v1's last day.
    expect(part("2026-06-19")).toMatchObject({ amount: 150, day: 1, date: "2026-06-20", tariff: { version: 1 } });
    // LFD Jun 20 (tomorrow): one more day is Jun 21, v2's first.
    expect(part("2026-06-20")).toMatchObject({ amount: 200, day: 1, date: "2026-06-21", tariff: { version: 2 } });
    // Five days past on Jun 19 (LFD Jun 14): day 6 is Jun 20, still v1.
    expect(part("2026-06-14")).toMatchObject({ amount: 150, day: 6, date: "2026-06-20", tariff: { version: 1 } });
    // The same box a day later: day 7 is Jun 21, v2.
    expect(part("2026-06-14", new Date("2026-06-20T18:00:00Z"))).toMatchObject({ day: 7, tariff: { version: 2 } });
  });

  it("gives no estimate for a day no version covers (the tariff had ended)", () => {
    const ended = { ...versioned, demurrage: [v1] };
    expect(
      evaluateContainer(makeFacts(lfdOn("2026-06-20")), { now: TEST_NOW, lfdRule: "earliest", tariffs: ended })
        .moneyAtRisk,
    ).toBeNull();
  });
});

describe("the board's default order by money at risk", () => {
  it("never lets ¥10,000 outrank $150 in a dollar workspace: its own currency first, each other apart", () => {
    const yen = testDemurrage(
      { currency: "JPY", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 10_000 }] },
      { scope: "terminal", scopeKey: "JPTYO", versionId: "yen" },
    );
    const evaluate = (workspace: string, rates: "usd" | "jpy", fees: { amount: number; currency: string }[]) =>
      evaluateContainer(
        makeFacts({
          ...lfdOn("2026-06-17"),
          available_for_pickup: true,
          fees_at_pod_terminal: fees.map((fee) => ({
            type: "demurrage",
            amount: fee.amount,
            currency_code: fee.currency,
          })),
        }),
        {
          now: TEST_NOW,
          lfdRule: "earliest",
          tariffs: rates === "usd" ? testTariffs(demurrage, null, workspace) : testTariffs(yen, null, workspace),
        },
      );
    const order = (workspace: string) =>
      [
        { name: "yen", ...evaluate(workspace, "jpy", [{ amount: 90_000, currency: "JPY" }]) },
        { name: "dollars", ...evaluate(workspace, "usd", [{ amount: 300, currency: "USD" }]) },
      ]
        .sort((a, b) => compareByUrgency(a.sort, b.sort))
        .map((row) => row.name);
    expect(evaluate("USD", "jpy", []).moneyAtRisk?.byCurrency).toEqual({ JPY: 10_000 });
    expect(evaluate("USD", "jpy", []).sort).toMatchObject({ moneyAtRiskRank: 1, moneyAtRiskCurrency: "JPY" });
    expect(evaluate("USD", "usd", []).sort).toMatchObject({ moneyAtRiskRank: 0, moneyAtRiskCurrency: "USD" });
    expect(order("USD")).toEqual(["dollars", "yen"]);
    // In a yen workspace the same boxes sort the other way round.
    expect(order("JPY")).toEqual(["yen", "dollars"]);
  });

  it("ranks past-LFD boxes by what one more day costs, not by how long ago their LFD was", () => {
    // Jun 19: A is 10 days past (tier 2, $300/day), B 2 days past (day 3, $150/day), C due today (day 1 next).
    const evaluate = (lfd: string) =>
      evaluateContainer(makeFacts({ ...lfdOn(lfd), available_for_pickup: true }), {
        now: TEST_NOW,
        lfdRule: "earliest",
        tariffs,
      });
    const rows = [
      { name: "B", ...evaluate("2026-06-17") },
      { name: "A", ...evaluate("2026-06-09") },
      { name: "C", ...evaluate("2026-06-19") },
    ];
    expect(rows.map((row) => [row.name, row.bucket, row.moneyAtRisk?.byCurrency])).toEqual([
      ["B", "past_lfd", { USD: 150 }],
      ["A", "past_lfd", { USD: 300 }],
      ["C", "lfd_today", { USD: 150 }],
    ]);
    const order = [...rows].sort((a, b) => compareByUrgency(a.sort, b.sort)).map((row) => row.name);
    // Due today first (still savable), then the past-LFD group, the costliest day first.
    expect(order).toEqual(["C", "A", "B"]);
  });
});
