import { describe, expect, it } from "vitest";

import { dueDigestDate } from "./digest-schedule";
import { quietUntil } from "./quiet-hours";
import { instantAt, localTimeOf } from "./zoned-time";

const LA = "America/Los_Angeles";

describe("instantAt", () => {
  it("turns a local wall time into the instant, on either side of DST", () => {
    expect(instantAt("2026-11-22", 6 * 60, LA).toISOString()).toBe("2026-11-22T14:00:00.000Z");
    expect(instantAt("2026-07-01", 6 * 60, LA).toISOString()).toBe("2026-07-01T13:00:00.000Z");
  });

  it("moves a time skipped by the spring change forward by the gap, and takes the first of a repeated one", () => {
    // 8 Mar 2026: 02:00 → 03:00 in Los Angeles. 02:30 does not exist.
    expect(instantAt("2026-03-08", 150, LA).toISOString()).toBe("2026-03-08T10:30:00.000Z");
    // 1 Nov 2026: 01:30 happens twice (PDT, then PST); the first is 08:30Z.
    expect(instantAt("2026-11-01", 90, LA).toISOString()).toBe("2026-11-01T08:30:00.000Z");
  });
});

describe("dueDigestDate", () => {
  it("is due from the local hour on, for that local date, and not before", () => {
    expect(dueDigestDate(new Date("2026-11-22T13:59:00.000Z"), LA, 6)).toBeNull();
    expect(dueDigestDate(new Date("2026-11-22T14:00:00.000Z"), LA, 6)).toBe("2026-11-22");
  });

  it("follows DST: 06:00 local is 13:00Z in summer and 14:00Z in winter, and the change days get one digest", () => {
    expect(dueDigestDate(new Date("2026-03-08T12:59:00.000Z"), LA, 6)).toBeNull();
    expect(dueDigestDate(new Date("2026-03-08T13:00:00.000Z"), LA, 6)).toBe("2026-03-08");
    expect(dueDigestDate(new Date("2026-11-01T13:59:00.000Z"), LA, 6)).toBeNull();
    expect(dueDigestDate(new Date("2026-11-01T14:00:00.000Z"), LA, 6)).toBe("2026-11-01");
    // Through the repeated hour the digest keeps the same date key: one digest.
    expect(dueDigestDate(new Date("2026-11-01T08:30:00.000Z"), LA, 1)).toBe("2026-11-01");
    expect(dueDigestDate(new Date("2026-11-01T09:30:00.000Z"), LA, 1)).toBe("2026-11-01");
  });

  it("an hour skipped by the spring change is due at the first instant after the gap", () => {
    expect(dueDigestDate(new Date("2026-03-08T09:59:00.000Z"), LA, 2)).toBeNull();
    expect(dueDigestDate(new Date("2026-03-08T10:00:00.000Z"), LA, 2)).toBe("2026-03-08");
  });

  it("a digest missed by more than the catch-up window is not sent late", () => {
    expect(dueDigestDate(new Date("2026-11-22T21:00:00.000Z"), LA, 6)).toBeNull();
  });
});

describe("quietUntil", () => {
  const quiet = { start: 22 * 60, end: 6 * 60 };

  it("is null outside quiet hours and the end of the window inside them, across midnight", () => {
    expect(quietUntil(new Date("2026-11-22T20:00:00.000Z"), LA, quiet)).toBeNull();
    // 23:00 local on the 22nd → 06:00 local on the 23rd.
    expect(quietUntil(new Date("2026-11-23T07:00:00.000Z"), LA, quiet)?.toISOString()).toBe("2026-11-23T14:00:00.000Z");
    // 05:00 local on the 23rd → 06:00 the same morning.
    expect(quietUntil(new Date("2026-11-23T13:00:00.000Z"), LA, quiet)?.toISOString()).toBe("2026-11-23T14:00:00.000Z");
  });

  it("ends at 06:00 local across the autumn change (a 25-hour night)", () => {
    // 23:00 PDT on 31 Oct; 06:00 PST on 1 Nov is 14:00Z.
    expect(quietUntil(new Date("2026-11-01T06:00:00.000Z"), LA, quiet)?.toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("start = end, or none, is never quiet", () => {
    expect(quietUntil(new Date("2026-11-23T07:00:00.000Z"), LA, { start: 60, end: 60 })).toBeNull();
    expect(quietUntil(new Date("2026-11-23T07:00:00.000Z"), LA, null)).toBeNull();
  });

  it("reads local time in the person's zone", () => {
    expect(localTimeOf(new Date("2026-11-23T07:00:00.000Z"), "Asia/Tokyo")).toEqual({
      date: "2026-11-23",
      minutes: 16 * 60,
    });
  });
});
