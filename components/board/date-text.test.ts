import { describe, expect, it } from "vitest";

import { dayText, instantDayText, instantText } from "./date-text";

// One date format for the board and the drawer: "Nov 23", the year only when it is not the current one.
const NOW = "2026-11-22T12:00:00Z";

describe("the board's date format", () => {
  it("writes a date of this year without the year and another year's with it", () => {
    expect(dayText("2026-11-23", "America/Los_Angeles", NOW)).toBe("Nov 23");
    expect(dayText("2027-01-04", "America/Los_Angeles", NOW)).toBe("Jan 4, 2027");
    expect(dayText("2025-12-31", "UTC", NOW)).toBe("Dec 31, 2025");
  });

  it("judges the current year by the calendar of the place, not UTC", () => {
    // 15:30Z on Dec 31 is already Jan 1 in Tokyo: there, 2027 is the current year.
    const newYearInTokyo = "2026-12-31T15:30:00Z";
    expect(dayText("2027-01-01", "Asia/Tokyo", newYearInTokyo)).toBe("Jan 1");
    expect(dayText("2027-01-01", "America/New_York", newYearInTokyo)).toBe("Jan 1, 2027");
  });

  it("writes instants in the place's zone with the time and its abbreviation", () => {
    // 07:59Z on the 25th is 23:59 on the 24th in Los Angeles.
    expect(instantText("2026-11-25T07:59:00Z", "America/Los_Angeles", NOW)).toBe("Nov 24, 23:59 PST");
    expect(instantText("2027-03-02T15:00:00Z", "UTC", NOW)).toBe("Mar 2, 2027, 15:00 UTC");
    expect(instantDayText("2026-11-25T07:59:00Z", "America/Los_Angeles", NOW)).toBe("Nov 24");
    expect(instantText(null, "UTC", NOW)).toBe("—");
  });
});
