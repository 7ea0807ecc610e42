import { describe, expect, it } from "vitest";

import { assignBucket, BOARD_BUCKETS, BUCKET_INFO, BUCKETS, type BucketInput } from "./bucket";

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
