import { describe, expect, it } from "vitest";

import {
  dayText,
  fullDayText,
  instantDayText,
  instantText,
  monthText,
  shortDayText,
  timeText,
  WEEKDAY_NAMES,
  weekdayDayText,
  zoneAbbreviation,
  zoneOnDay,
} from "./date";

// One date format everywhere: "Nov 23", the year only when it is not the current one; times are 24-hour and
// always name their zone.
const NOW = "2026-11-22T12:00:00Z";

describe("calendar dates", () => {
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

  it("never moves a calendar date to another day, whatever the zone", () => {
    expect(shortDayText("2026-11-01")).toBe("Nov 1");
    expect(weekdayDayText("2026-11-23")).toBe("Mon Nov 23");
    expect(monthText("2026-11-23")).toBe("November 2026");
    expect(fullDayText("2026-11-27")).toBe("Friday, November 27, 2026");
    expect(WEEKDAY_NAMES).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(dayText("not a date", "UTC", NOW)).toBe("not a date");
  });
});

describe("instants", () => {
  it("writes an instant in the place's zone, with the time and the zone's name", () => {
    // 07:59Z on the 25th is 23:59 on the 24th in Los Angeles.
    expect(instantText("2026-11-25T07:59:00Z", "America/Los_Angeles", NOW)).toBe("Nov 24, 23:59 PST");
    expect(instantText("2026-06-20T06:30:00Z", "America/Los_Angeles", NOW)).toBe("Jun 19, 23:30 PDT");
    expect(instantText("2027-03-02T15:00:00Z", "UTC", NOW)).toBe("Mar 2, 2027, 15:00 UTC");
    expect(instantText("2026-11-25T07:59:00Z", "Asia/Tokyo", NOW)).toBe("Nov 25, 16:59 GMT+9");
    expect(instantDayText("2026-11-25T07:59:00Z", "America/Los_Angeles", NOW)).toBe("Nov 24");
  });

  it("writes ten past midnight as 00:10", () => {
    expect(timeText("2026-11-24T08:10:00Z", "America/Los_Angeles")).toBe("00:10 PST");
  });

  it("tells the two 01:30s of the autumn DST change apart by the zone's name", () => {
    // Nov 1, 2026: Los Angeles falls back from 02:00 PDT to 01:00 PST, so 01:30 happens twice.
    expect(instantText("2026-11-01T08:30:00Z", "America/Los_Angeles", NOW)).toBe("Nov 1, 01:30 PDT");
    expect(instantText("2026-11-01T09:30:00Z", "America/Los_Angeles", NOW)).toBe("Nov 1, 01:30 PST");
    // London leaves summer time on Oct 25, 2026: the offset is the zone's name there.
    expect(zoneAbbreviation("2026-10-25T00:30:00Z", "Europe/London")).toBe("GMT+1");
    expect(zoneAbbreviation("2026-10-25T01:30:00Z", "Europe/London")).toBe("GMT");
  });

  it("names the zone of a day's wall-clock times by the day's own offset", () => {
    expect(zoneOnDay("2026-11-24", "America/Los_Angeles")).toBe("PST");
    expect(zoneOnDay("2026-06-24", "America/Los_Angeles")).toBe("PDT");
    expect(zoneOnDay("2026-06-24", "Asia/Tokyo")).toBe("GMT+9");
  });

  it("skips the hour the spring DST change removes", () => {
    // Mar 8, 2026: 01:59 PST is followed a minute later by 03:00 PDT.
    expect(timeText("2026-03-08T09:59:00Z", "America/Los_Angeles")).toBe("01:59 PST");
    expect(timeText("2026-03-08T10:00:00Z", "America/Los_Angeles")).toBe("03:00 PDT");
  });

  it("shows an unknown zone's instant in UTC and says so, and nothing for no instant", () => {
    expect(instantText("2026-11-25T07:30:00Z", "Nowhere/Land", NOW)).toBe("Nov 25, 07:30 UTC");
    expect(instantText("2026-11-25T07:30:00Z", null, NOW)).toBe("Nov 25, 07:30 UTC");
    expect(instantText(null, "UTC", NOW)).toBe("—");
    expect(instantText("not a time", "UTC", NOW)).toBe("—");
  });
});
