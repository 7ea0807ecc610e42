import { describe, expect, it } from "vitest";

import { calculatedLfdsOf, lfdDisagreements, type FreeTimeBook, type FreeTimeBox } from "./box-free-time";
import type { FreeTimeRule } from "./free-time-rule";
import { NO_SKIP, testRule } from "./test-free-time";

const LA = "America/Los_Angeles";

/** A calendar-day terminal rule that skips nothing, as most tests here want. */
const version = (overrides: Partial<FreeTimeRule>): FreeTimeRule =>
  testRule({ id: "v", ruleId: "r", dayKind: "calendar", skip: NO_SKIP, ruleRef: null, ...overrides });

function box(overrides: Partial<FreeTimeBox> = {}): FreeTimeBox {
  return {
    terminalKeys: ["W185", "terminal-uuid"],
    lineScac: "MAEU",
    customerKey: "party-1",
    equipmentLength: 40,
    podTimezone: LA,
    // Tue Nov 3 2026 07:12 PST.
    dischargedAt: "2026-11-03T15:12:00Z",
    firstAvailableAt: null,
    extensionDays: { line: 0, terminal: 0 },
    railMove: false,
    ...overrides,
  };
}

const book = (rules: FreeTimeRule[]): FreeTimeBook => ({ rules, calendars: [], otherClosures: [] });

describe("calculatedLfdsOf", () => {
  it("counts line and terminal free time by their own rules, on the terminal's calendar", () => {
    const result = calculatedLfdsOf(
      book([
        version({ id: "terminal-v1", freeDays: 4 }),
        version({ id: "line-v1", scope: "line", scopeKey: "MAEU", freeDays: 7 }),
      ]),
      box(),
    );
    expect(result.terminal).toMatchObject({ date: "2026-11-07", ruleVersionId: "terminal-v1", timezone: LA });
    expect(result.line).toMatchObject({ date: "2026-11-10", ruleVersionId: "line-v1" });
  });

  it("uses the version in force on the discharge date; a later version changes later boxes only", () => {
    const rules = [
      version({ id: "old", ruleId: "r", freeDays: 4, effectiveFrom: "2026-01-01" }),
      version({
        id: "new",
        ruleId: "r",
        freeDays: 2,
        effectiveFrom: "2026-11-04",
        createdAt: "2026-11-02T00:00:00.000Z",
      }),
    ];
    expect(calculatedLfdsOf(book(rules), box()).terminal?.ruleVersionId).toBe("old");
    const later = calculatedLfdsOf(book(rules), box({ dischargedAt: "2026-11-05T15:00:00Z" })).terminal;
    expect(later).toMatchObject({ ruleVersionId: "new", date: "2026-11-07" });
  });

  it("prefers the customer's contract, then the box's size, over the general rule", () => {
    const rules = [
      version({ id: "general", freeDays: 4 }),
      version({ id: "forty", equipmentLength: 40, freeDays: 5 }),
      version({ id: "contract", customerKey: "party-1", freeDays: 6 }),
      version({ id: "other-customer", customerKey: "party-2", freeDays: 9 }),
    ];
    expect(calculatedLfdsOf(book(rules), box()).terminal?.ruleVersionId).toBe("contract");
    expect(calculatedLfdsOf(book(rules), box({ customerKey: null })).terminal?.ruleVersionId).toBe("forty");
    expect(calculatedLfdsOf(book(rules), box({ customerKey: null, equipmentLength: 20 })).terminal?.ruleVersionId).toBe(
      "general",
    );
  });

  it("ignores a rule outside its effective dates", () => {
    const rules = [version({ id: "ended", effectiveTo: "2026-10-31" })];
    expect(calculatedLfdsOf(book(rules), box()).terminal).toBeNull();
  });

  it("starts an `available` rule at the first availability, and gives none before it", () => {
    const rules = [version({ clockStart: "available", freeDays: 3 })];
    expect(calculatedLfdsOf(book(rules), box()).terminal).toBeNull();
    // First available Thu Nov 5 09:00 PST: Fri 6, Sat 7, Sun 8.
    const result = calculatedLfdsOf(book(rules), box({ firstAvailableAt: "2026-11-05T17:00:00Z" })).terminal;
    expect(result).toMatchObject({ startEvent: "available", date: "2026-11-08" });
  });

  it("gives none without a rule, a discharge or a known zone, or for a rail move", () => {
    const rules = [version({})];
    expect(calculatedLfdsOf(book(rules), box({ railMove: true }))).toEqual({ line: null, terminal: null });
    expect(calculatedLfdsOf(book([]), box())).toEqual({ line: null, terminal: null });
    expect(calculatedLfdsOf(book(rules), box({ dischargedAt: null })).terminal).toBeNull();
    expect(calculatedLfdsOf(book(rules), box({ podTimezone: "Mars/Olympus" })).terminal).toBeNull();
  });

  it("uses the kept calendar of the terminal (its zone and closures)", () => {
    const rules = [
      version({ dayKind: "working", skip: { saturday: true, sunday: true, holidays: true, closures: true } }),
    ];
    const withClosure: FreeTimeBook = {
      rules,
      calendars: [
        {
          key: "terminal-uuid",
          name: null,
          timezone: LA,
          gateDays: [1, 2, 3, 4, 5],
          holidays: [],
          closures: [
            { id: "c", date: "2026-11-09", wholeDay: true, from: null, to: null, reason: "Strike", source: null },
          ],
          kept: true,
        },
      ],
      otherClosures: [],
    };
    expect(calculatedLfdsOf(withClosure, box()).terminal?.date).toBe("2026-11-10");
  });

  it("carries the closures of a terminal nobody keeps a calendar for into its default calendar", () => {
    const rules = [
      version({ dayKind: "calendar", skip: { saturday: false, sunday: false, holidays: false, closures: true } }),
    ];
    const closure = { id: "c", date: "2026-11-05", wholeDay: true, from: null, to: null, reason: "Fog", source: null };
    const withClosure: FreeTimeBook = { rules, calendars: [], otherClosures: [{ terminalKey: "W185", ...closure }] };
    // Wed 4, (Thu 5 closed), Fri 6, Sat 7, Sun 8.
    expect(calculatedLfdsOf(withClosure, box()).terminal?.date).toBe("2026-11-08");
    const elsewhere: FreeTimeBook = { rules, calendars: [], otherClosures: [{ terminalKey: "Y309", ...closure }] };
    expect(calculatedLfdsOf(elsewhere, box()).terminal?.date).toBe("2026-11-07");
  });
});

describe("lfdDisagreements", () => {
  const calculated = calculatedLfdsOf(
    book([version({ freeDays: 4 }), version({ scope: "line", scopeKey: "MAEU", freeDays: 4 })]),
    box(),
  );

  it("says nothing when reported and calculated agree, or one is missing", () => {
    expect(lfdDisagreements({ line: "2026-11-07", terminal: null }, calculated)).toEqual([]);
  });

  it("lists a reported LFD earlier than the calculated one first (it costs money)", () => {
    const found = lfdDisagreements({ line: "2026-11-09", terminal: "2026-11-05" }, calculated);
    expect(found).toEqual([
      { source: "terminal", reported: "2026-11-05", calculated: "2026-11-07", days: 2, direction: "reported_earlier" },
      { source: "line", reported: "2026-11-09", calculated: "2026-11-07", days: 2, direction: "reported_later" },
    ]);
  });
});
