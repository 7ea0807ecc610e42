import { describe, expect, it } from "vitest";

import { deriveStates } from "./derive-states";
import { testBox } from "./test-box";

// 20:00Z on 22 Nov is 12:00 on 22 Nov in Los Angeles.
const now = new Date("2026-11-22T20:00:00.000Z");

describe("deriveStates", () => {
  it("tells a box entering Due tomorrow, Due today and Past LFD once per LFD date (the stored bucket)", () => {
    const tomorrow = deriveStates(
      testBox({ bucket: "lfd_tomorrow", governingLfdDate: "2026-11-23", lfdSource: "terminal" }),
      now,
    );
    expect(tomorrow.find((e) => e.kind === "lfd_tomorrow")?.dedupeKey).toBe("lfd_tomorrow:MSCU1234565:2026-11-23");
    const today = deriveStates(
      testBox({ bucket: "lfd_today", governingLfdDate: "2026-11-22", lfdSource: "terminal" }),
      now,
    );
    expect(today.map((e) => e.kind)).toEqual(["lfd_today"]);
    // The LFD moved: the same bucket for another date is a new fact.
    const moved = deriveStates(
      testBox({ bucket: "lfd_today", governingLfdDate: "2026-11-23", lfdSource: "terminal" }),
      new Date("2026-11-23T20:00:00.000Z"),
    );
    expect(moved[0]?.dedupeKey).not.toBe(today[0]?.dedupeKey);
  });

  it("never tells due today from a box whose urgency is unknown", () => {
    expect(
      deriveStates(testBox({ bucket: "stale", urgencyUnknown: true, governingLfdDate: "2026-11-22" }), now),
    ).toEqual([]);
  });

  it("tells no terminal-governed deadline while the terminal data is stale, and tells it once fresh", () => {
    const due = { bucket: "lfd_today", governingLfdDate: "2026-11-22", lfdSource: "terminal" as const };
    expect(deriveStates(testBox({ ...due, stale: true, ready: true }), now)).toEqual([]);
    expect(deriveStates(testBox({ ...due, stale: true, lfdSource: null }), now)).toEqual([]);
    expect(deriveStates(testBox({ ...due, stale: true, governingLfdDate: "2026-11-27" }), now)).toEqual([]);
    expect(deriveStates(testBox(due), now).map((e) => e.dedupeKey)).toEqual(["lfd_today:MSCU1234565:2026-11-22"]);
  });

  it("tells a line-governed deadline from a stale box, without the terminal's readiness or fees", () => {
    const events = deriveStates(
      testBox({
        bucket: "lfd_today",
        governingLfdDate: "2026-11-22",
        lfdSource: "line",
        stale: true,
        ready: true,
        fees: [{ type: "demurrage", amount: 100, currency_code: "USD" }],
      }),
      now,
    );
    expect(events.map((e) => [e.kind, e.data["ready"], e.data["fees"], e.data["stale"]])).toEqual([
      ["lfd_today", null, null, true],
    ]);
  });

  it("never tells a pickup LFD for a box that is out", () => {
    expect(
      deriveStates(testBox({ bucket: "needs_return", phase: "out", governingLfdDate: "2026-11-22" }), now),
    ).toEqual([]);
  });

  it("raises a lead-time event per day left, told to each person once per LFD (notifyKey)", () => {
    const five = deriveStates(testBox({ governingLfdDate: "2026-11-27" }), now);
    const four = deriveStates(testBox({ governingLfdDate: "2026-11-27" }), new Date("2026-11-23T20:00:00.000Z"));
    expect(five[0]?.data["daysLeft"]).toBe(5);
    expect(four[0]?.data["daysLeft"]).toBe(4);
    expect(five[0]?.dedupeKey).not.toBe(four[0]?.dedupeKey);
    expect(five[0]?.data["notifyKey"]).toBe(four[0]?.data["notifyKey"]);
  });

  it("counts days left in the terminal's zone, not UTC", () => {
    // 06:30Z on 23 Nov is still 22 Nov in Los Angeles: an LFD of the 24th is 2 days away there, not 1.
    const events = deriveStates(
      testBox({ governingLfdDate: "2026-11-24", lfdSource: "terminal" }),
      new Date("2026-11-23T06:30:00.000Z"),
    );
    expect(events[0]?.data["daysLeft"]).toBe(2);
  });

  it("tells return-by near and passed only for boxes out with a return-by", () => {
    expect(deriveStates(testBox({ phase: "out", bucket: "needs_return" }), now)).toEqual([]);
    expect(
      deriveStates(testBox({ phase: "out", bucket: "needs_return", returnByDate: "2026-11-24" }), now).map(
        (e) => e.kind,
      ),
    ).toEqual(["return_soon"]);
    expect(
      deriveStates(testBox({ phase: "out", bucket: "needs_return", returnByDate: "2026-11-21" }), now).map((e) => [
        e.kind,
        e.data["daysPast"],
      ]),
    ).toEqual([["return_overdue", 1]]);
  });
});
