import { describe, expect, it } from "vitest";

import { assessFreshness } from "./freshness";
import { makeFacts, TEST_NOW } from "./test-facts";

const HOUR = 60 * 60 * 1000;
const checkedAgo = (ms: number) => new Date(TEST_NOW.getTime() - ms).toISOString();

describe("freshness at a terminal", () => {
  it("is fresh at exactly 24 h and stale 1 ms later", () => {
    expect(assessFreshness(makeFacts({ terminal_checked_at: checkedAgo(24 * HOUR) }), TEST_NOW)).toMatchObject({
      stale: false,
      urgencyUnknown: false,
      reasons: [],
    });
    expect(assessFreshness(makeFacts({ terminal_checked_at: checkedAgo(24 * HOUR + 1) }), TEST_NOW)).toMatchObject({
      stale: true,
      urgencyUnknown: false,
      reasons: ["terminal_check_over_24h"],
    });
  });

  it("keeps urgency at exactly 7 days and loses it 1 ms later", () => {
    expect(assessFreshness(makeFacts({ terminal_checked_at: checkedAgo(168 * HOUR) }), TEST_NOW)).toMatchObject({
      stale: true,
      urgencyUnknown: false,
    });
    expect(assessFreshness(makeFacts({ terminal_checked_at: checkedAgo(168 * HOUR + 1) }), TEST_NOW)).toMatchObject({
      stale: true,
      urgencyUnknown: true,
      reasons: ["terminal_check_over_7d"],
    });
  });

  it("treats never checked while at a terminal as unknown urgency", () => {
    expect(assessFreshness(makeFacts({ terminal_checked_at: null }), TEST_NOW)).toMatchObject({
      stale: true,
      urgencyUnknown: true,
      reasons: ["terminal_never_checked"],
      terminalCheckAgeMs: null,
    });
  });

  it("treats a check time in the future (clock skew) as fresh", () => {
    expect(assessFreshness(makeFacts({ terminal_checked_at: checkedAgo(-HOUR) }), TEST_NOW).stale).toBe(false);
  });
});

describe("freshness before discharge and after pickup", () => {
  const onShip = { current_status: "on_ship", pod_discharged_at: null };

  it("does not judge the terminal check before discharge", () => {
    expect(assessFreshness(makeFacts({ ...onShip, terminal_checked_at: null }), TEST_NOW).urgencyUnknown).toBe(false);
    expect(
      assessFreshness(makeFacts({ ...onShip, terminal_checked_at: checkedAgo(30 * 24 * HOUR) }), TEST_NOW).stale,
    ).toBe(false);
  });

  it("loses urgency when line tracking stopped while the box is not out, arriving included", () => {
    const stopped = { lineTrackingStoppedAt: "2026-06-18T00:00:00Z", lineTrackingStoppedReason: "no_updates_at_line" };
    expect(assessFreshness(makeFacts({ ...stopped }), TEST_NOW)).toMatchObject({
      stale: false,
      urgencyUnknown: true,
      reasons: ["line_tracking_stopped"],
    });
    expect(assessFreshness(makeFacts({ ...onShip, ...stopped }), TEST_NOW).urgencyUnknown).toBe(true);
  });

  it("ignores freshness once the box is out or returned", () => {
    const out = makeFacts({
      current_status: "picked_up",
      pod_full_out_at: "2026-06-10T00:00:00Z",
      terminal_checked_at: null,
      lineTrackingStoppedAt: "2026-06-12T00:00:00Z",
      lineTrackingStoppedReason: "past_full_out_window",
    });
    expect(assessFreshness(out, TEST_NOW)).toMatchObject({ stale: false, urgencyUnknown: false, reasons: [] });
  });
});
