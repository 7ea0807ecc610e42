import { describe, expect, it } from "vitest";

import { monthRange, moveDay, rangeTitle, shiftAnchor, shiftMonth, weekRange, weekdayOf } from "./calendar-range";

describe("calendar ranges", () => {
  it("starts weeks on Monday", () => {
    // 2026-11-22 is a Sunday.
    expect(weekdayOf("2026-11-22")).toBe(6);
    const week = weekRange("2026-11-22");
    expect(week.from).toBe("2026-11-16");
    expect(week.to).toBe("2026-11-22");
    expect(week.days).toHaveLength(7);
  });

  it("shows whole weeks around a month, across a DST change", () => {
    // November 2026 starts on a Sunday and ends on a Monday; US clocks change on Nov 1.
    const month = monthRange("2026-11-15");
    expect(month.from).toBe("2026-10-26");
    expect(month.to).toBe("2026-12-06");
    expect(month.days).toHaveLength(42);
    expect(month.days).toContain("2026-11-01");
  });

  it("moves by a month without spilling over short months", () => {
    expect(shiftMonth("2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftMonth("2026-12-15", 1)).toBe("2027-01-15");
    expect(shiftAnchor("week", "2026-12-29", 1)).toBe("2027-01-05");
  });

  it("moves a grabbed box by day and week inside the shown range", () => {
    const week = weekRange("2026-11-18");
    expect(moveDay("2026-11-18", "ArrowRight", week)).toBe("2026-11-19");
    expect(moveDay("2026-11-18", "ArrowDown", week)).toBe("2026-11-18");
    expect(moveDay("2026-11-16", "ArrowLeft", week)).toBe("2026-11-16");
    expect(moveDay("2026-11-18", "x", week)).toBeNull();
  });

  it("titles weeks that cross a month or a year", () => {
    expect(rangeTitle("week", "2026-11-18", weekRange("2026-11-18"))).toBe("Nov 16 – 22, 2026");
    expect(rangeTitle("week", "2026-12-02", weekRange("2026-12-02"))).toBe("Nov 30 – Dec 6, 2026");
    expect(rangeTitle("week", "2026-12-30", weekRange("2026-12-30"))).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(rangeTitle("month", "2026-11-18", monthRange("2026-11-18"))).toBe("November 2026");
  });
});
