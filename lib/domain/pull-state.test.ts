import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import { makeFacts, TEST_NOW } from "./test-facts";

// "Can I pull it?" from a box's facts, through the same evaluation the board uses. TEST_NOW is Jun 19, 11:00 PDT.
const pull = (overrides: Parameters<typeof makeFacts>[0]) =>
  evaluateContainer(makeFacts(overrides), { now: TEST_NOW, lfdRule: "earliest" }).pull;
const customs = [{ name: "customs", status: "hold", description: "CBP exam" }];

describe("can I pull it?", () => {
  it("ready: at the terminal, available, no blocking hold (a pending hold does not block)", () => {
    expect(pull({ current_status: "available", available_for_pickup: true })).toBe("ready");
    expect(
      pull({
        current_status: "available",
        available_for_pickup: true,
        holds_at_pod_terminal: [{ name: "TMF", status: "pending", description: null }],
      }),
    ).toBe("ready");
  });

  it("blocked: a hold stops it, available or not", () => {
    expect(pull({ current_status: "available", available_for_pickup: true, holds_at_pod_terminal: customs })).toBe(
      "blocked",
    );
    expect(pull({ holds_at_pod_terminal: customs })).toBe("blocked");
  });

  it("not released: at the terminal, not available, nothing blocking", () => {
    expect(pull({})).toBe("not_released");
  });

  it("unknown when the terminal's data cannot say: availability flagged untrustworthy, or stale past a week", () => {
    expect(pull({ availability_known: false })).toBe("unknown");
    expect(pull({ terminal_checked_at: "2026-06-10T17:00:00Z" })).toBe("unknown");
  });

  it("at sea before discharge, on rail inland, out once picked up, returned once the empty is back", () => {
    expect(pull({ current_status: "on_ship", pod_arrived_at: null, pod_discharged_at: null })).toBe("not_discharged");
    expect(pull({ current_status: "on_rail", pod_rail_loaded_at: "2026-06-17T10:00:00Z" })).toBe("on_rail");
    // Out wins over an available flag the terminal has not cleared.
    expect(
      pull({ current_status: "picked_up", available_for_pickup: true, pod_full_out_at: "2026-06-18T16:00:00Z" }),
    ).toBe("out");
    expect(
      pull({
        current_status: "empty_returned",
        pod_full_out_at: "2026-06-18T16:00:00Z",
        empty_terminated_at: "2026-06-19T15:00:00Z",
      }),
    ).toBe("returned");
  });
});
