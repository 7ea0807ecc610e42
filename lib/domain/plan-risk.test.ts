import { describe, expect, it } from "vitest";

import { defaultCalendar, type TerminalCalendar } from "./free-time/terminal-calendar";
import { isRisky, plannedPickupFlags, planRiskOf, type PlanRiskInput } from "./plan-risk";

// LFD Tuesday 2026-11-24 at a Los Angeles terminal; demurrage $150/day for days 1–4, then $300.
const tariff = {
  currency: "USD",
  tiers: [
    { fromDay: 1, toDay: 4, amountPerDay: 150 },
    { fromDay: 5, toDay: null, amountPerDay: 300 },
  ],
};
const calendar: TerminalCalendar = {
  ...defaultCalendar("Y258", "America/Los_Angeles"),
  holidays: [{ date: "2026-11-26", name: "Thanksgiving Day" }],
  closures: [
    {
      id: "c1",
      date: "2026-11-25",
      wholeDay: true,
      from: null,
      to: null,
      reason: "Fog: vessel ops suspended",
      source: null,
    },
    { id: "c2", date: "2026-11-23", wholeDay: false, from: "06:00", to: "10:00", reason: "Shift change", source: null },
  ],
};
const base: PlanRiskInput = {
  date: "2026-11-24",
  lfdDate: "2026-11-24",
  stillToPull: true,
  demurrage: tariff,
  calendar,
  blockingHolds: [],
};

describe("what a planned pickup day costs", () => {
  it("on or before the LFD, on an open weekday, unblocked: nothing to warn about", () => {
    expect(isRisky(planRiskOf(base))).toBe(false);
    expect(isRisky(planRiskOf({ ...base, date: "2026-11-20" }))).toBe(false);
    // A partial closure leaves the gate open that day.
    expect(planRiskOf({ ...base, date: "2026-11-23" }).closed).toBeNull();
  });

  it("after the LFD: the chargeable days through the planned day and the tariff's estimate for them", () => {
    // Fri Nov 27 is 3 days after Tue Nov 24: 3 × $150.
    expect(planRiskOf({ ...base, date: "2026-11-27" }).late).toEqual({
      days: 3,
      lfdDate: "2026-11-24",
      estimate: { currency: "USD", amount: 450 },
    });
    // Tue Dec 1 is 7 days after: 4 × $150 + 3 × $300.
    expect(planRiskOf({ ...base, date: "2026-12-01" }).late?.estimate).toEqual({ currency: "USD", amount: 1500 });
    // No tariff: the days, never a guessed amount.
    expect(planRiskOf({ ...base, date: "2026-11-27", demurrage: null }).late).toEqual({
      days: 3,
      lfdDate: "2026-11-24",
      estimate: null,
    });
  });

  it("a day the terminal is closed: a closure, a holiday, a weekday without gates", () => {
    expect(planRiskOf({ ...base, lfdDate: "2026-11-30", date: "2026-11-25" }).closed).toEqual({
      kind: "closure",
      reason: "Fog: vessel ops suspended",
    });
    expect(planRiskOf({ ...base, lfdDate: "2026-11-30", date: "2026-11-26" }).closed).toEqual({
      kind: "holiday",
      reason: "Thanksgiving Day",
    });
    expect(planRiskOf({ ...base, lfdDate: "2026-11-30", date: "2026-11-29" }).closed).toEqual({
      kind: "no_gate",
      reason: "gates closed on Sundays",
    });
  });

  it("a box blocked by a hold names the holds; a box already out has nothing to warn about", () => {
    expect(planRiskOf({ ...base, blockingHolds: ["freight"] }).blocked).toEqual({ holds: ["freight"] });
    expect(isRisky(planRiskOf({ ...base, date: "2026-11-29", blockingHolds: ["customs"], stillToPull: false }))).toBe(
      false,
    );
  });

  it("no LFD known: no lateness claimed", () => {
    expect(planRiskOf({ ...base, lfdDate: null, date: "2026-12-10" }).late).toBeNull();
  });
});

describe("a planned pickup's flags", () => {
  const planned = { plannedDate: "2026-11-27", lfdDate: "2026-11-24", stillToPull: true, blocked: false };
  it("late when planned after the governing LFD; blocked while a hold blocks", () => {
    expect(plannedPickupFlags(planned)).toEqual({ late: true, blocked: false });
    expect(plannedPickupFlags({ ...planned, plannedDate: "2026-11-24", blocked: true })).toEqual({
      late: false,
      blocked: true,
    });
  });
  it("nothing without a plan, without an LFD to be late for, or once the box is out", () => {
    expect(plannedPickupFlags({ ...planned, plannedDate: null, blocked: true })).toEqual({
      late: false,
      blocked: false,
    });
    expect(plannedPickupFlags({ ...planned, lfdDate: null })).toEqual({ late: false, blocked: false });
    expect(plannedPickupFlags({ ...planned, stillToPull: false, blocked: true })).toEqual({
      late: false,
      blocked: false,
    });
  });
});
