import { describe, expect, it } from "vitest";

import { closedBefore, earliestVersionStart, inForceOn } from "./tariff-version";

describe("tariff versions", () => {
  it("are in force from their first day through their last, both inclusive", () => {
    const version = { effectiveFrom: "2026-11-28", effectiveTo: "2026-12-03" };
    expect(["2026-11-27", "2026-11-28", "2026-12-03", "2026-12-04"].map((day) => inForceOn(version, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inForceOn({ effectiveFrom: "2026-11-28", effectiveTo: null }, "2099-12-31")).toBe(true);
    // Replaced on the day it began: never in force.
    expect(inForceOn({ effectiveFrom: "2026-11-28", effectiveTo: closedBefore("2026-11-28") }, "2026-11-28")).toBe(
      false,
    );
  });

  it("close the day before the next begins, across a month's and a year's end", () => {
    expect(closedBefore("2026-12-01")).toBe("2026-11-30");
    expect(closedBefore("2027-01-01")).toBe("2026-12-31");
  });

  it("start no earlier than today, nor before the newest version starts", () => {
    expect(earliestVersionStart("2026-11-28", "2000-01-01")).toBe("2026-11-28");
    expect(earliestVersionStart("2026-11-28", "2026-12-15")).toBe("2026-12-15");
    expect(earliestVersionStart("2026-11-28", null)).toBe("2026-11-28");
  });
});
