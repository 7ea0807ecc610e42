import { describe, expect, it } from "vitest";

import { buildDayRecord, type DayInput } from "./days/day-record";
import { chargeableDaysOf, type ChargeableDay } from "./incurred-days";
import { incurredByCurrency, incurredMoney } from "./incurred-money";
import { addCalendarDays } from "./local-date";
import { testDemurrage, testPerDiem, testTariffs } from "./test-tariffs";
import type { AppliedTariffs } from "./tariff-match";

// One box's stay at a Los Angeles terminal (PST, UTC−8), read off a wall calendar:
// - discharged Tue Nov 3 2026 07:12, LFD Fri Nov 6 (the terminal's, 23:59);
// - picked up Mon Nov 9 at 12:00; returned empty Sat Nov 14 at 10:00.
// Demurrage (the line's tariff, USD): v1 until Sat Nov 7 ($100 days 1–2, $150 from day 3), v2 from Sun Nov 8
// ($120 days 1–2, $200 from day 3). Per diem (CAD): 3 calendar days free from the full-out day, then CA$50 a day.
// By hand: demurrage Nov 7 (day 1, v1) $100 + Nov 8 (day 2, v2) $120 + Nov 9 (day 3, the pickup day, v2) $200
// = $420; Nov 10 on the box is out, no demurrage. Per diem: return by Nov 12, so Nov 13 is day 1, CA$50; Nov 14
// it is back (returned, nothing more).

const pickedUp = "2026-11-09T20:00:00Z";
const returned = "2026-11-14T18:00:00Z";

const attributes: Record<string, unknown> = {
  number: "MSKU9070323",
  current_status: "empty_returned",
  available_for_pickup: false,
  availability_known: true,
  holds_at_pod_terminal: [],
  fees_at_pod_terminal: [],
  pod_timezone: "America/Los_Angeles",
  pod_arrived_at: "2026-11-03T10:00:00Z",
  pod_discharged_at: "2026-11-03T15:12:00Z",
  pod_full_out_at: pickedUp,
  empty_terminated_at: returned,
  pickup_lfd: "2026-11-07T07:59:00Z",
  import_deadlines: { pickup_lfd_terminal: "2026-11-07T07:59:00Z", pickup_lfd_line: null, pickup_lfd_rail: null },
  terminal_checked_at: "2026-11-09T19:00:00Z",
};

const timelines: DayInput["timelines"] = {
  current_status: {
    changes: [
      { at: "2026-11-05T18:00:00Z", oldValue: "not_available", newValue: "available", id: "1" },
      { at: pickedUp, oldValue: "available", newValue: "picked_up", id: "2" },
      { at: returned, oldValue: "picked_up", newValue: "empty_returned", id: "3" },
    ],
    current: "empty_returned",
  },
};

const demurrageV1 = testDemurrage(
  {
    currency: "USD",
    freeDays: 4,
    tiers: [
      { fromDay: 1, toDay: 2, amountPerDay: 100 },
      { fromDay: 3, toDay: null, amountPerDay: 150 },
    ],
  },
  { effectiveTo: "2026-11-07" },
);
const demurrageV2 = testDemurrage(
  {
    currency: "USD",
    freeDays: 4,
    tiers: [
      { fromDay: 1, toDay: 2, amountPerDay: 120 },
      { fromDay: 3, toDay: null, amountPerDay: 200 },
    ],
  },
  { versionId: "MSCU demurrage-v2", version: 2, effectiveFrom: "2026-11-08" },
);
const perDiem = testPerDiem({
  currency: "CAD",
  freeDays: 3,
  dayKind: "calendar",
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 50 }],
});
const tariffs: AppliedTariffs = { currency: "USD", demurrage: [demurrageV1, demurrageV2], perDiem: [perDiem] };

/** The box's day records from discharge to the return day, as the worker writes them. */
function stay(): ReturnType<typeof buildDayRecord>[] {
  const records = [];
  for (let date = "2026-11-03"; date <= "2026-11-14"; date = addCalendarDays(date, 1)) {
    const start = Date.parse(`${date}T08:00:00Z`);
    records.push(
      buildDayRecord({
        date,
        zone: "America/Los_Angeles",
        start,
        end: start + 86_400_000,
        attributes,
        shipment: {},
        timelines,
        checks: { count: 1, first: null, last: null },
        calendar: null,
        lfdRule: "earliest",
        tariffs,
        calculated: { line: null, terminal: null },
      }),
    );
  }
  return records;
}

const days = (clock: ChargeableDay["clock"], from: string, firstDay: number, count: number): ChargeableDay[] =>
  Array.from({ length: count }, (_, offset) => ({
    date: addCalendarDays(from, offset),
    clock,
    day: firstDay + offset,
  }));

describe("incurredMoney", () => {
  it("prices each chargeable day of the records at the version in force that day, free days and days after pickup excluded", () => {
    const money = incurredMoney(chargeableDaysOf(stay()), tariffs);
    expect(
      money.days.map((day) => [day.date, day.kind, day.day, day.priced?.amount, day.priced?.tariff.version]),
    ).toEqual([
      ["2026-11-07", "demurrage", 1, 100, 1],
      ["2026-11-08", "demurrage", 2, 120, 2],
      ["2026-11-09", "demurrage", 3, 200, 2],
      ["2026-11-13", "per_diem", 1, 50, 1],
    ]);
    expect(money.byCurrency).toEqual({ USD: 420, CAD: 50 });
    const demurrage = money.figures.find((figure) => figure.kind === "demurrage");
    expect(demurrage).toMatchObject({ currency: "USD", amount: 420, days: 3, from: "2026-11-07", to: "2026-11-09" });
    expect(
      demurrage?.versions.map((share) => [share.tariff.version, share.firstDay, share.lastDay, share.amount]),
    ).toEqual([
      [1, 1, 1, 100],
      [2, 2, 3, 320],
    ]);
    expect(money.unpriced).toEqual([]);
  });

  it("reads the tier of each day's number, not of its date", () => {
    const money = incurredMoney(days("terminal", "2026-11-01", 1, 4), testTariffs(demurrageV1, null));
    expect(money.days.map((day) => day.priced?.amount)).toEqual([100, 100, 150, 150]);
    expect(money.byCurrency).toEqual({ USD: 500 });
    // The same dates counted from day 5 on (the LFD was earlier): every day at the day-3+ rate.
    expect(incurredMoney(days("terminal", "2026-11-01", 5, 4), testTariffs(demurrageV1, null)).byCurrency).toEqual({
      USD: 600,
    });
  });

  it("never adds two currencies, even when a new version of one tariff changed currency", () => {
    const cad = testDemurrage(
      { currency: "CAD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 90 }] },
      { versionId: "MSCU demurrage-v2", version: 2, effectiveFrom: "2026-11-03" },
    );
    const usd = testDemurrage(
      { currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 100 }] },
      { effectiveTo: "2026-11-02" },
    );
    const money = incurredMoney(days("terminal", "2026-11-01", 1, 4), {
      currency: "USD",
      demurrage: [usd, cad],
      perDiem: [],
    });
    expect(money.byCurrency).toEqual({ USD: 200, CAD: 180 });
    expect(money.figures.map((figure) => [figure.kind, figure.currency, figure.amount, figure.days])).toEqual([
      ["demurrage", "CAD", 180, 2],
      ["demurrage", "USD", 200, 2],
    ]);
  });

  it("names a terminal's tariff storage, counts days no version covers apart, and sums kinds of one currency", () => {
    const storage = testDemurrage(
      { currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 75 }] },
      { scope: "terminal", scopeKey: "W185", effectiveFrom: "2026-11-02" },
    );
    const perDiemUsd = testPerDiem({
      currency: "USD",
      freeDays: 4,
      dayKind: "calendar",
      tiers: [{ fromDay: 1, toDay: null, amountPerDay: 40 }],
    });
    const money = incurredMoney([...days("terminal", "2026-11-01", 1, 3), ...days("out", "2026-11-10", 1, 2)], {
      currency: "USD",
      demurrage: [storage],
      perDiem: [perDiemUsd],
    });
    expect(money.figures.map((figure) => [figure.kind, figure.amount, figure.days])).toEqual([
      ["storage", 150, 2],
      ["per_diem", 80, 2],
    ]);
    expect(money.unpriced).toEqual([{ clock: "terminal", days: 1 }]);
    expect(money.byCurrency).toEqual({ USD: 230 });
    expect(incurredByCurrency(money, ["demurrage", "storage"])).toEqual({ USD: 150 });
  });

  it("incurs nothing for a box with no chargeable day", () => {
    const free = stay().filter((record) => record.date <= "2026-11-06");
    expect(chargeableDaysOf(free)).toEqual([]);
    expect(incurredMoney([], tariffs).byCurrency).toEqual({});
  });
});
