import { describe, expect, it } from "vitest";

import {
  assignBucket,
  AT_TERMINAL_BUCKETS,
  BOARD_BUCKETS,
  BUCKET_INFO,
  BUCKETS,
  DUE_BUCKET_DAYS,
  OFF_BOARD_BUCKETS,
  PICKED_UP_BUCKETS,
  type Bucket,
  type BucketInput,
} from "./bucket";
import type { ContainerPhase } from "./container-phase";

const quiet: BucketInput = {
  phase: "at_terminal",
  urgencyUnknown: false,
  daysLeft: null,
  hasBlockingHold: false,
  readyForPickup: false,
};

describe("assignBucket", () => {
  it("reaches every bucket", () => {
    expect(assignBucket({ ...quiet, phase: "empty_returned" })).toBe("done");
    expect(assignBucket({ ...quiet, phase: "out" })).toBe("needs_return");
    expect(assignBucket({ ...quiet, urgencyUnknown: true })).toBe("stale");
    expect(assignBucket({ ...quiet, daysLeft: -2 })).toBe("past_lfd");
    expect(assignBucket({ ...quiet, daysLeft: 0 })).toBe("lfd_today");
    expect(assignBucket({ ...quiet, daysLeft: 1 })).toBe("lfd_tomorrow");
    expect(assignBucket({ ...quiet, hasBlockingHold: true })).toBe("blocked");
    expect(assignBucket({ ...quiet, readyForPickup: true, daysLeft: 2 })).toBe("ready");
    expect(assignBucket({ ...quiet, phase: "on_rail" })).toBe("on_rail");
    expect(assignBucket(quiet)).toBe("not_available");
    expect(assignBucket({ ...quiet, phase: "arriving" })).toBe("arriving");
  });

  it("applies first match wins in the product's order", () => {
    // Empty returned beats a past LFD and stale data.
    expect(assignBucket({ ...quiet, phase: "empty_returned", daysLeft: -5, urgencyUnknown: true })).toBe("done");
    expect(assignBucket({ ...quiet, phase: "out", daysLeft: -5, urgencyUnknown: true })).toBe("needs_return");
    // Stale suppresses urgency.
    expect(assignBucket({ ...quiet, urgencyUnknown: true, daysLeft: -3, hasBlockingHold: true })).toBe("stale");
    // LFD today with a customs hold: lfd_today (the row flag shows blocked).
    expect(assignBucket({ ...quiet, daysLeft: 0, hasBlockingHold: true })).toBe("lfd_today");
    expect(assignBucket({ ...quiet, daysLeft: 1, readyForPickup: true })).toBe("lfd_tomorrow");
    expect(assignBucket({ ...quiet, daysLeft: 2, hasBlockingHold: true })).toBe("blocked");
  });

  it("applies LFD buckets on rail and while arriving, holds only at a terminal", () => {
    expect(assignBucket({ ...quiet, phase: "on_rail", daysLeft: 0 })).toBe("lfd_today");
    expect(assignBucket({ ...quiet, phase: "arriving", daysLeft: -1 })).toBe("past_lfd");
    expect(assignBucket({ ...quiet, phase: "arriving", daysLeft: 6 })).toBe("arriving");
    expect(assignBucket({ ...quiet, phase: "on_rail", hasBlockingHold: true })).toBe("on_rail");
  });

  it("describes every bucket and lists the board's cards without done", () => {
    for (const bucket of BUCKETS) expect(BUCKET_INFO[bucket].id).toBe(bucket);
    expect([...BOARD_BUCKETS].sort()).toEqual(BUCKETS.filter((b) => b !== "done").sort());
  });
});

// Every input the rule distinguishes: each phase, known or unknown urgency, LFD past / today / tomorrow / later
// / none, with and without a blocking hold, ready or not.
const PHASES: ContainerPhase[] = ["empty_returned", "out", "on_rail", "at_terminal", "arriving"];
const ALL_INPUTS: BucketInput[] = PHASES.flatMap((phase) =>
  [false, true].flatMap((urgencyUnknown) =>
    [null, -3, -1, 0, 1, 2, 6].flatMap((daysLeft) =>
      [false, true].flatMap((hasBlockingHold) =>
        [false, true].map((readyForPickup) => ({ phase, urgencyUnknown, daysLeft, hasBlockingHold, readyForPickup })),
      ),
    ),
  ),
);
const bucketsWhere = (keep: (input: BucketInput) => boolean): Bucket[] =>
  [...new Set(ALL_INPUTS.filter(keep).map(assignBucket))].sort();

describe("bucket groups", () => {
  it("takes only returned boxes off the board", () => {
    expect([...OFF_BOARD_BUCKETS]).toEqual(["done"]);
    expect(bucketsWhere((input) => input.phase === "empty_returned")).toEqual(["done"]);
  });

  it("names the buckets of a box out or returned, and no other box is in them", () => {
    const pickedUp = (input: BucketInput) => input.phase === "out" || input.phase === "empty_returned";
    expect(bucketsWhere(pickedUp)).toEqual([...PICKED_UP_BUCKETS].sort());
    expect(bucketsWhere((input) => !pickedUp(input)).filter((b) => PICKED_UP_BUCKETS.includes(b))).toEqual([]);
  });

  it("names every bucket a box at a terminal can be in", () => {
    expect(bucketsWhere((input) => input.phase === "at_terminal")).toEqual([...AT_TERMINAL_BUCKETS].sort());
  });

  it("reads the days left off an LFD bucket of a day to come, and only that day reaches it", () => {
    for (const { bucket, daysLeft } of DUE_BUCKET_DAYS) {
      const reaching = ALL_INPUTS.filter((input) => assignBucket(input) === bucket);
      expect(reaching.length).toBeGreaterThan(0);
      expect(reaching.every((input) => input.daysLeft === daysLeft)).toBe(true);
    }
    expect(DUE_BUCKET_DAYS.map((due) => due.bucket)).toEqual(["lfd_today", "lfd_tomorrow"]);
  });
});
