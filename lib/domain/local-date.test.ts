import { describe, expect, it } from "vitest";

import { addCalendarDays, calendarDaysBetween, localDateOf, resolveTimeZone, wallClockOf } from "./local-date";

describe("localDateOf", () => {
  // 23:30 on Nov 24 in Los Angeles is already Nov 25 in UTC and in Tokyo.
  const lateEvening = "2026-11-25T07:30:00Z";

  it("takes the calendar date in the given zone, not UTC", () => {
    expect(localDateOf(lateEvening, "America/Los_Angeles")).toEqual({
      date: "2026-11-24",
      timeZone: "America/Los_Angeles",
      usedFallback: false,
    });
    expect(localDateOf(lateEvening, "UTC")?.date).toBe("2026-11-25");
    expect(localDateOf(lateEvening, "Asia/Tokyo")?.date).toBe("2026-11-25");
  });

  it("handles minutes either side of local midnight", () => {
    expect(localDateOf("2026-11-24T08:10:00Z", "America/Los_Angeles")?.date).toBe("2026-11-24"); // 00:10 PST
    expect(localDateOf("2026-11-24T07:50:00Z", "America/Los_Angeles")?.date).toBe("2026-11-23"); // 23:50 PST
  });

  it("falls back to UTC for an unknown or missing zone, and says so", () => {
    expect(localDateOf(lateEvening, "Mars/Olympus_Mons")).toEqual({
      date: "2026-11-25",
      timeZone: "UTC",
      usedFallback: true,
    });
    expect(localDateOf(lateEvening, null)?.usedFallback).toBe(true);
    expect(resolveTimeZone("")).toEqual({ timeZone: "UTC", usedFallback: true });
  });

  it("returns null for an invalid instant instead of throwing", () => {
    expect(localDateOf("not a date", "UTC")).toBeNull();
    expect(localDateOf("", "UTC")).toBeNull();
  });
});

describe("calendarDaysBetween", () => {
  it("counts calendar days across the autumn DST change (Nov 1, 2026)", () => {
    expect(calendarDaysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(calendarDaysBetween("2026-11-01", "2026-11-02")).toBe(1);
  });

  it("counts calendar days across the spring DST change (Mar 8, 2026)", () => {
    expect(calendarDaysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(calendarDaysBetween("2026-03-08", "2026-03-09")).toBe(1);
  });

  it("is negative when the target is earlier, and crosses month and year ends", () => {
    expect(calendarDaysBetween("2026-06-20", "2026-06-17")).toBe(-3);
    expect(calendarDaysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(calendarDaysBetween("2028-02-28", "2028-03-01")).toBe(2); // leap year
  });

  it("rejects strings that are not YYYY-MM-DD", () => {
    expect(() => calendarDaysBetween("2026-6-1", "2026-06-02")).toThrow(RangeError);
  });

  it("shifts dates by whole days", () => {
    expect(addCalendarDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("wallClockOf", () => {
  it("reads the local date, hour and minute, ten past midnight as 00:10", () => {
    expect(wallClockOf("2026-11-24T08:10:00Z", "America/Los_Angeles")).toEqual({
      date: "2026-11-24",
      hour: 0,
      minute: 10,
      timeZone: "America/Los_Angeles",
      usedFallback: false,
    });
  });

  it("reads 01:30 twice on the night the clocks fall back (Nov 1, 2026 in Los Angeles)", () => {
    expect(wallClockOf("2026-11-01T08:30:00Z", "America/Los_Angeles")).toMatchObject({ hour: 1, minute: 30 });
    expect(wallClockOf("2026-11-01T09:30:00Z", "America/Los_Angeles")).toMatchObject({ hour: 1, minute: 30 });
  });

  it("flags the UTC fallback for an unknown zone", () => {
    expect(wallClockOf("2026-11-25T07:30:00Z", "Nowhere/Land")).toMatchObject({
      date: "2026-11-25",
      hour: 7,
      timeZone: "UTC",
      usedFallback: true,
    });
  });
});
