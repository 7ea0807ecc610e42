import { describe, expect, it } from "vitest";

import { classifyDay, type ChargedDay } from "./classify-day";
import { pst, recordsOf, testBox, testCalendar, testRates, testRecord } from "./test-invoices";

// The box of test-invoices.ts: discharged Mon Nov 2, line LFD Fri Nov 6, full out Mon Nov 16, returned Fri Nov 20;
// gates Monday to Friday, Veterans Day Wed Nov 11. Demurrage $150 for days 1–5 after the LFD, then $250.

const day = (overrides: Partial<ChargedDay>): ChargedDay => ({
  box: testBox({ days: recordsOf([testRecord("2026-11-09")]) }),
  kind: "demurrage",
  date: "2026-11-09",
  amount: 150,
  ratePerDay: 150,
  currency: "USD",
  earlier: null,
  rateOn: testRates,
  ...overrides,
});

describe("classifyDay", () => {
  it("confirms a verified day past the LFD at the tariff's rate, citing its record, checks and tariff", () => {
    // Mon Nov 9 is the 3rd day after Fri Nov 6: tier 1, $150.
    const result = classifyDay(day({}));
    expect(result.code).toBe("chargeable");
    expect(result.atStake).toBe(0);
    expect(result.evidence.recordIds).toEqual(["r-2026-11-09"]);
    expect(result.evidence.checks).toEqual({
      count: 1,
      first: pst("2026-11-09", "09:00"),
      last: pst("2026-11-09", "09:00"),
    });
    expect(result.evidence.facts).toContainEqual(
      expect.objectContaining({ kind: "free_time", lfd: "2026-11-06", source: "line", basis: "reported" }),
    );
    expect(result.evidence.facts).toContainEqual(
      expect.objectContaining({ kind: "tariff", dayNumber: 3, expected: 150 }),
    );
  });

  it("finds a day before the box was discharged, or a box never discharged", () => {
    const before = classifyDay(day({ date: "2026-11-01" }));
    expect(before.code).toBe("before_discharge");
    expect(before.atStake).toBe(150);
    expect(before.evidence.facts[0]).toEqual({ kind: "discharged", at: pst("2026-11-02", "07:12") });
    expect(classifyDay(day({ box: testBox({ discharged: null }) })).code).toBe("before_discharge");
  });

  it("finds demurrage after the full-out day, even where the day reads not available, but not on the pickup day", () => {
    const gone = testRecord("2026-11-17", { phase: "out", available: { known: true, hours: 0, intervals: [] } });
    const box = testBox({ days: recordsOf([gone, testRecord("2026-11-16")]) });
    expect(classifyDay(day({ box, date: "2026-11-17" })).code).toBe("after_pickup");
    expect(classifyDay(day({ box, date: "2026-11-16", amount: 250, ratePerDay: 250 })).code).toBe("chargeable");
  });

  it("finds detention after the empty return, but not on the return day", () => {
    const records = recordsOf([
      testRecord("2026-11-19", { phase: "out", charges: [{ kind: "detention", status: "chargeable", dayNumber: 2 }] }),
      testRecord("2026-11-20", { phase: "returned" }),
      testRecord("2026-11-21", { phase: "returned" }),
    ]);
    const box = testBox({ days: records });
    const detention = (date: string) => day({ box, kind: "detention", date, amount: 100, ratePerDay: 100 });
    expect(classifyDay(detention("2026-11-21")).code).toBe("after_return");
    expect(classifyDay(detention("2026-11-20")).code).toBe("chargeable");
  });

  it("finds a day on or before the reported LFD of the charge's source, plus extensions", () => {
    expect(
      classifyDay(day({ date: "2026-11-06", box: testBox({ days: recordsOf([testRecord("2026-11-06")]) }) })).code,
    ).toBe("in_free_time");
    // One extra day on the line's free time: Sat Nov 7 is free (it would otherwise be a closed day).
    const extended = classifyDay(
      day({ date: "2026-11-07", box: testBox({ extensionDays: { line: 1, terminal: 0 } }) }),
    );
    expect(extended.code).toBe("in_free_time");
    expect(extended.evidence.facts[0]).toMatchObject({ kind: "free_time", lfd: "2026-11-07", extensionDays: 1 });
    // Storage is the terminal's charge: its own LFD (Tue Nov 10) counts, not the line's.
    const terminalLfd = testBox({
      lfd: {
        line: { reported: "2026-11-06", calculated: null, ruleRef: null },
        terminal: { reported: "2026-11-10", calculated: null, ruleRef: null },
      },
      days: recordsOf([testRecord("2026-11-10")]),
    });
    expect(classifyDay(day({ box: terminalLfd, kind: "storage", date: "2026-11-10" })).code).toBe("in_free_time");
    expect(classifyDay(day({ box: terminalLfd, kind: "demurrage", date: "2026-11-10" })).code).toBe("chargeable");
  });

  it("uses the calculated LFD when the source has none reported, and the governing one when neither exists", () => {
    const calculated = testBox({
      lfd: {
        line: { reported: null, calculated: "2026-11-09", ruleRef: "Tariff 12, rule 4" },
        terminal: { reported: null, calculated: null, ruleRef: null },
      },
      days: recordsOf([testRecord("2026-11-09")]),
    });
    const result = classifyDay(day({ box: calculated }));
    expect(result.code).toBe("in_free_time");
    expect(result.evidence.facts[0]).toMatchObject({ basis: "calculated", ruleRef: "Tariff 12, rule 4" });
    const governing = testBox({
      lfd: {
        line: { reported: null, calculated: null, ruleRef: null },
        terminal: { reported: null, calculated: null, ruleRef: null },
      },
      governing: { date: "2026-11-10", basis: "reported" },
      days: recordsOf([testRecord("2026-11-09")]),
    });
    expect(classifyDay(day({ box: governing })).evidence.facts[0]).toMatchObject({
      source: "governing",
      lfd: "2026-11-10",
    });
  });

  it("counts detention free before full-out and through the return-by its day records show", () => {
    // Day 2 of detention on Thu Nov 19: return-by was Tue Nov 17.
    const box = testBox({
      days: recordsOf([
        testRecord("2026-11-19", {
          phase: "out",
          charges: [{ kind: "detention", status: "chargeable", dayNumber: 2 }],
        }),
      ]),
    });
    const detention = (date: string) => day({ box, kind: "per_diem", date, amount: 100, ratePerDay: 100 });
    expect(classifyDay(detention("2026-11-13")).code).toBe("in_free_time");
    expect(classifyDay(detention("2026-11-17")).code).toBe("in_free_time");
    const first = classifyDay(detention("2026-11-18"));
    // No record of Nov 18: nothing observed that day, so it stays unverified (at the tariff's rate, day 1).
    expect(first.code).toBe("unverified");
    expect(first.evidence.facts).toContainEqual(expect.objectContaining({ kind: "tariff", dayNumber: 1 }));
    expect(classifyDay(detention("2026-11-19")).code).toBe("chargeable");
  });

  it("finds the terminal closed on a holiday, a day without gates and a closure entered after the day", () => {
    const records = recordsOf(["2026-11-11", "2026-11-14", "2026-11-12"].map((date) => testRecord(date)));
    const box = testBox({ days: records });
    const holiday = classifyDay(day({ box, date: "2026-11-11" }));
    expect(holiday.code).toBe("terminal_closed");
    expect(holiday.evidence.facts[0]).toEqual({ kind: "terminal_closed", reasons: ["holiday: Veterans Day"] });
    expect(classifyDay(day({ box, date: "2026-11-14" })).evidence.facts[0]).toEqual({
      kind: "terminal_closed",
      reasons: ["no gate that weekday"],
    });
    const closure = { id: "c1", date: "2026-11-12", from: null, to: null, reason: "Labor action", source: "advisory" };
    const closed = testBox({
      days: records,
      calendar: { ...testCalendar, closures: [{ ...closure, wholeDay: true }] },
    });
    expect(classifyDay(day({ box: closed, date: "2026-11-12", amount: 250, ratePerDay: 250 })).code).toBe(
      "terminal_closed",
    );
    const partly = testBox({
      days: records,
      calendar: { ...testCalendar, closures: [{ ...closure, wholeDay: false, from: "13:00", to: "17:00" }] },
    });
    expect(classifyDay(day({ box: partly, date: "2026-11-12", amount: 250, ratePerDay: 250 })).code).toBe("chargeable");
  });

  it("finds a checked day the box was never available or held all day, and nothing when it could be picked up", () => {
    const never = testRecord("2026-11-10", { available: { known: true, hours: 0, intervals: [] } });
    expect(classifyDay(day({ box: testBox({ days: recordsOf([never]) }), date: "2026-11-10" })).code).toBe(
      "not_available",
    );
    const customs = {
      name: "customs",
      status: "hold",
      blocking: true,
      from: pst("2026-11-10", "00:00"),
      to: pst("2026-11-11", "00:00"),
      hours: 24,
    };
    const held = testRecord("2026-11-10", { holds: [customs] });
    const result = classifyDay(day({ box: testBox({ days: recordsOf([held]) }), date: "2026-11-10" }));
    expect(result.code).toBe("not_available");
    expect(result.atStake).toBe(150);
    expect(result.evidence.facts).toContainEqual({ kind: "hold", ...customs });
    const released = testRecord("2026-11-10", { holds: [{ ...customs, to: pst("2026-11-10", "10:00"), hours: 10 }] });
    expect(classifyDay(day({ box: testBox({ days: recordsOf([released]) }), date: "2026-11-10" })).code).toBe(
      "chargeable",
    );
  });

  it("leaves a day unverified when nobody checked the box that day, even if it last read not available", () => {
    const unchecked = testRecord("2026-11-10", {
      available: { known: true, hours: 0, intervals: [] },
      checks: { count: 0, first: null, last: null },
      unverified: true,
    });
    const result = classifyDay(day({ box: testBox({ days: recordsOf([unchecked]) }), date: "2026-11-10" }));
    expect(result.code).toBe("unverified");
    expect(result.atStake).toBe(0);
    const missing = classifyDay(day({ box: testBox(), date: "2026-11-10" }));
    expect(missing.code).toBe("unverified");
    expect(missing.evidence.facts).toContainEqual({ kind: "no_record" });
  });

  it("finds a day another bill charged first, unless the day is not owed at all", () => {
    const earlier = { invoiceId: "inv-0", invoiceNumber: "INV-0999", line: 0 };
    const twice = classifyDay(day({ earlier }));
    expect(twice.code).toBe("charged_twice");
    expect(twice.evidence.facts[0]).toEqual({ kind: "also_charged", ...earlier });
    expect(classifyDay(day({ earlier, date: "2026-11-05" })).code).toBe("in_free_time");
  });

  it("finds a rate off the tariff in force that day: what it bills above it, or all of it in another currency", () => {
    const over = classifyDay(day({ amount: 175, ratePerDay: 175 }));
    expect(over.code).toBe("rate_mismatch");
    expect(over.atStake).toBe(25);
    const euros = classifyDay(day({ currency: "EUR" }));
    expect(euros.code).toBe("rate_mismatch");
    expect(euros.atStake).toBe(150);
    // Thu Nov 12 is day 6: the $250 tier, billed at $150.
    const under = classifyDay(
      day({ box: testBox({ days: recordsOf([testRecord("2026-11-12")]) }), date: "2026-11-12" }),
    );
    expect(under.code).toBe("rate_mismatch");
    expect(under.atStake).toBe(0);
  });

  it("checks no rate where no tariff covers the charge", () => {
    const storage = testBox({
      lfd: {
        line: { reported: null, calculated: null, ruleRef: null },
        terminal: { reported: "2026-11-06", calculated: null, ruleRef: null },
      },
      days: recordsOf([testRecord("2026-11-09")]),
    });
    const result = classifyDay(day({ box: storage, kind: "storage", amount: 999, ratePerDay: 999 }));
    expect(result.code).toBe("chargeable");
    expect(result.evidence.facts).toContainEqual({ kind: "no_tariff", dayNumber: 3 });
  });

  it("names a box the workspace does not track, and contests nothing of it", () => {
    const result = classifyDay(day({ box: null }));
    expect(result).toMatchObject({ code: "unknown_container", atStake: 0 });
    expect(result.evidence.facts).toContainEqual({ kind: "not_tracked" });
  });
});
