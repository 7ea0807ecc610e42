import { describe, expect, it } from "vitest";

import {
  amountsOf,
  answerDueOf,
  canMove,
  currentDeadline,
  daysLeft,
  disputableDays,
  disputeByOf,
  leadFor,
  nextStatuses,
} from "./dispute";

describe("dispute clocks (product.md: billing date + 30 days, answer 30 days after filing)", () => {
  it("disputes by the billing date + 30 days, or a later date the invoice grants, never an earlier one", () => {
    expect(disputeByOf("2026-10-05", null)).toBe("2026-11-04");
    expect(disputeByOf("2026-10-05", "2026-11-20")).toBe("2026-11-20");
    expect(disputeByOf("2026-10-05", "2026-10-20")).toBe("2026-11-04");
    // Across a month and a year end.
    expect(disputeByOf("2026-12-15", null)).toBe("2027-01-14");
    // No billing date: only the date the invoice grants, if any.
    expect(disputeByOf(null, "2026-12-01")).toBe("2026-12-01");
    expect(disputeByOf(null, null)).toBeNull();
  });

  it("gives the billing party 30 days from the filing to answer", () => {
    expect(answerDueOf("2026-10-20")).toBe("2026-11-19");
    expect(answerDueOf("2028-02-10")).toBe("2028-03-11");
  });

  it("runs against the team's deadline while open, the billing party's once filed, and none once ended", () => {
    const base = { disputeBy: "2026-11-04", answerDue: null };
    expect(currentDeadline({ ...base, status: "open" })).toEqual({ kind: "dispute_by", date: "2026-11-04" });
    expect(currentDeadline({ ...base, status: "filed", answerDue: "2026-11-30" })).toEqual({
      kind: "answer_due",
      date: "2026-11-30",
    });
    for (const status of ["won", "partly_won", "lost", "withdrawn"] as const)
      expect(currentDeadline({ ...base, status, answerDue: "2026-11-30" })).toBeNull();
  });

  it("moves open → filed → an outcome, withdrawn before the end, and never out of an ended dispute", () => {
    expect(canMove("open", "filed")).toBe(true);
    expect(canMove("open", "withdrawn")).toBe(true);
    expect(canMove("open", "won")).toBe(false);
    expect(canMove("filed", "partly_won")).toBe(true);
    expect(canMove("filed", "open")).toBe(false);
    expect(nextStatuses("won")).toEqual([]);
    expect(canMove("withdrawn", "filed")).toBe(false);
  });

  it("reminds 7, 3 and 1 days before, each once: the nearest lead not yet passed", () => {
    expect(leadFor(8)).toBeNull();
    expect(leadFor(7)).toBe(7);
    expect(leadFor(5)).toBe(7);
    expect(leadFor(3)).toBe(3);
    expect(leadFor(2)).toBe(3);
    expect(leadFor(1)).toBe(1);
    // The deadline is today: still the last reminder's day.
    expect(leadFor(0)).toBe(1);
    expect(leadFor(-1)).toBeNull();
  });

  it("counts days left in the workspace's zone, across the end of daylight saving time and its midnights", () => {
    const zone = "America/New_York";
    // DST ends on 2026-11-01 at 02:00 local. 23:59 EST on Nov 1 is 04:59Z on Nov 2.
    expect(daysLeft("2026-11-04", new Date("2026-11-02T04:59:00Z"), zone)).toBe(3);
    expect(daysLeft("2026-11-04", new Date("2026-11-02T05:00:00Z"), zone)).toBe(2);
    // The night of the change: 01:30 happens twice (EDT, then EST); both are Nov 1.
    expect(daysLeft("2026-11-04", new Date("2026-11-01T05:30:00Z"), zone)).toBe(3);
    expect(daysLeft("2026-11-04", new Date("2026-11-01T06:30:00Z"), zone)).toBe(3);
    // Before midnight in New York is already the next day in UTC: the zone decides.
    expect(daysLeft("2026-11-04", new Date("2026-11-01T03:30:00Z"), zone)).toBe(4);
    expect(daysLeft("2026-11-04", new Date("2026-11-01T03:30:00Z"), "UTC")).toBe(3);
  });

  it("reads stored amounts per currency back, leaving out what is not an amount", () => {
    expect(amountsOf({ USD: 450, EUR: 12.5 })).toEqual({ USD: 450, EUR: 12.5 });
    expect(amountsOf({ USD: "450", CAD: null })).toEqual({});
    expect(amountsOf(null)).toEqual({});
  });

  it("disputes every day at its billed amount when the invoice need not be paid, else the contestable days at stake", () => {
    const days = [
      { code: "chargeable" as const, amount: 150, atStake: 0 },
      { code: "rate_mismatch" as const, amount: 175, atStake: 25 },
      { code: "in_free_time" as const, amount: 150, atStake: 150 },
      { code: "unverified" as const, amount: null, atStake: 0 },
    ];
    expect(disputableDays("contestable", days).map((day) => [day.code, day.disputedAmount])).toEqual([
      ["rate_mismatch", 25],
      ["in_free_time", 150],
    ]);
    expect(disputableDays("not_payable", days).map((day) => day.disputedAmount)).toEqual([150, 175, 150, null]);
    expect(disputableDays("payable", [days[0]!])).toEqual([]);
  });
});
