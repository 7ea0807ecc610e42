import { describe, expect, it } from "vitest";

import type { BoxAlertFacts } from "./box-facts";
import { deriveStates } from "./derive-states";
import { nextClockChange } from "./next-clock-change";
import { testBox } from "./test-box";
import { deriveWatchdogs, watchdogThresholdsSchema, type WatchdogThresholds } from "./watchdogs";
import { instantsBefore, seededRandom as generator } from "../test-random";

// The claim of next-clock-change.ts: what the clock pass derives for a box (its keys) stays the same from `now`
// until the instant returned. Boxes are drawn at random (seeded; the seed is in the failing case's name) across
// phases, buckets, zones with DST and an unknown one, and clocks near midnights and watchdog thresholds.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONES = ["America/Los_Angeles", "America/New_York", "America/Santiago", "Australia/Lord_Howe", "Mars/Base", null];
const ANCHORS = ["2026-03-07", "2026-03-08", "2026-09-05", "2026-11-01", "2026-06-19"];

function drawBox(seed: number): { box: BoxAlertFacts; now: Date; thresholds: WatchdogThresholds } {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const now = new Date(Date.parse(`${pick(ANCHORS)}T00:00:00Z`) + Math.floor((random() - 0.5) * DAY));
  const instant = (spread: number) => new Date(now.getTime() - Math.floor(random() * spread)).toISOString();
  const date = () => new Date(now.getTime() + Math.floor((random() - 0.5) * 8 * DAY)).toISOString().slice(0, 10);
  const hours = () => (random() < 0.2 ? null : pick([1, 6, 24, 48, 72]));
  const box = testBox({
    phase: pick(["arriving", "at_terminal", "at_terminal", "on_rail", "out"] as const),
    bucket: pick(["lfd_tomorrow", "lfd_today", "past_lfd", "not_available", "ready", "needs_return"]),
    urgencyUnknown: random() < 0.1,
    stale: random() < 0.2,
    ready: random() < 0.5,
    governingLfdDate: random() < 0.8 ? date() : null,
    lfdSource: pick(["line", "terminal", "rail", null] as const),
    zones: { pod: pick(ZONES), finalDestination: random() < 0.5 ? pick(ZONES) : null },
    podArrivedAt: random() < 0.8 ? instant(4 * DAY) : null,
    podDischargedAt: random() < 0.6 ? instant(4 * DAY) : null,
    availableForPickup: random() < 0.5,
    terminalCheckedAt: random() < 0.9 ? instant(3 * DAY) : null,
    lineTrackingStoppedAt: random() < 0.1 ? instant(DAY) : null,
    returnByDate: random() < 0.5 ? date() : null,
  });
  const thresholds = watchdogThresholdsSchema.parse({
    arrivedNoDischargeHours: hours(),
    dischargedNoReleaseHours: hours(),
    lfdPassedNotOutHours: hours(),
    returnOverdueHours: hours(),
    terminalSilentHours: hours(),
  });
  return { box, now, thresholds };
}

const keysAt = (box: BoxAlertFacts, at: Date, thresholds: WatchdogThresholds): string[] =>
  [...deriveStates(box, at), ...deriveWatchdogs(box, at, thresholds)].map((event) => event.dedupeKey).sort();

describe("nextClockChange", () => {
  const seeds = Array.from({ length: 400 }, (_, i) => 7000 + i);
  it.each(seeds)("seed %i: nothing the clock pass derives changes before the instant returned", (seed) => {
    const { box, now, thresholds } = drawBox(seed);
    const wake = nextClockChange(box, now, thresholds);
    const before = keysAt(box, now, thresholds);
    for (const probe of instantsBefore(generator(seed ^ 0x2545f491), now, wake))
      expect(keysAt(box, probe, thresholds), probe.toISOString()).toEqual(before);
  });

  it("a box silent at its terminal is looked at again one millisecond past the threshold, and then told", () => {
    const box = testBox({ terminalCheckedAt: "2026-11-22T18:00:00.000Z", podArrivedAt: null, podDischargedAt: null });
    const thresholds = watchdogThresholdsSchema.parse({ terminalSilentHours: 24 });
    const now = new Date("2026-11-23T12:00:00.000Z");
    const wake = nextClockChange(box, now, thresholds);
    expect(wake?.toISOString()).toBe("2026-11-23T18:00:00.001Z");
    expect(keysAt(box, now, thresholds)).toEqual([]);
    expect(deriveWatchdogs(box, wake ?? now, thresholds).map((event) => event.kind)).toEqual([
      "watchdog_terminal_silent",
    ]);
  });
});
