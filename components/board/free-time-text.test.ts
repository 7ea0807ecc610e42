import { describe, expect, it } from "vitest";

import type { CalculatedLfd } from "@/lib/domain/free-time/calculate-lfd";

import { derivationText, disagreementText, freeTimeRuleText } from "./free-time-text";

// product.md's example: discharged Tue Nov 3 07:12, 4 working days from the next day → Mon Nov 9.
const example: CalculatedLfd = {
  date: "2026-11-09",
  startEvent: "discharged",
  startAt: "2026-11-03T15:12:00Z",
  startLocal: { date: "2026-11-03", time: "07:12" },
  timezone: "America/Los_Angeles",
  firstDay: "next",
  counted: ["2026-11-04", "2026-11-05", "2026-11-06", "2026-11-09"],
  skipped: [
    { date: "2026-11-07", why: "saturday" },
    { date: "2026-11-08", why: "sunday" },
  ],
  freeDays: 4,
  dayKind: "working",
  extensionDays: 0,
  ruleId: "r",
  ruleVersionId: "v",
  ruleRef: null,
};

describe("free-time text", () => {
  it("says the rule and the start in one line", () => {
    expect(freeTimeRuleText(example)).toBe("4 working days, from the day after discharge (Tue Nov 3, 07:12)");
    expect(freeTimeRuleText({ ...example, extensionDays: 2, firstDay: "same" })).toBe(
      "4 working days + 2 days extension, from the day of discharge (Tue Nov 3, 07:12)",
    );
  });

  it("lists every counted and skipped day with why", () => {
    expect(derivationText(example)).toBe(
      "Counted Wed Nov 4, Thu Nov 5, Fri Nov 6, Mon Nov 9; skipped Sat Nov 7 (Saturday), Sun Nov 8 (Sunday).",
    );
    expect(
      derivationText({ ...example, skipped: [{ date: "2026-11-11", why: "holiday", name: "Veterans Day" }] }),
    ).toContain("Wed Nov 11 (holiday: Veterans Day)");
  });

  it("says which way a disagreement costs money", () => {
    expect(
      disagreementText({
        source: "terminal",
        reported: "2026-11-06",
        calculated: "2026-11-09",
        days: 3,
        direction: "reported_earlier",
      }),
    ).toBe(
      "The terminal reports Fri Nov 6, 3 days before the free time its rule grants ends (Mon Nov 9): charges for those days can be disputed.",
    );
    expect(
      disagreementText({
        source: "line",
        reported: "2026-11-10",
        calculated: "2026-11-09",
        days: 1,
        direction: "reported_later",
      }),
    ).toMatch(/^The line reports Tue Nov 10, 1 day after the rule's Mon Nov 9/);
  });
});
