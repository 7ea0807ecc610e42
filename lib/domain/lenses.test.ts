import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import { LENS_KEYS } from "./lens-keys";
import { lensesOf, lensesOfMask, lensMaskOf } from "./lenses";
import { makeFacts, TEST_NOW } from "./test-facts";

// Cards overlap; a box of unknown urgency is only under `unknown`; a returned box is under none.
const opts = { now: TEST_NOW, lfdRule: "earliest" as const }; // Jun 19, 11:00 PDT
const LFD_TODAY = "2026-06-20T06:59:00Z"; // Jun 19 23:59 PDT
const LFD_PAST = "2026-06-17T06:59:00Z"; // Jun 16 23:59 PDT
const customs = [{ name: "customs", status: "hold", description: null }];
const lensesFor = (overrides: Parameters<typeof makeFacts>[0]) => evaluateContainer(makeFacts(overrides), opts).lenses;

describe("lenses", () => {
  it("puts a box due today and blocked by customs under both cards", () => {
    expect(
      lensesFor({
        import_deadlines: { pickup_lfd_terminal: LFD_TODAY },
        available_for_pickup: true,
        holds_at_pod_terminal: customs,
      }),
    ).toEqual(["due_today", "blocked"]);
  });

  it("puts a ready box past its LFD under Pull now and Past LFD", () => {
    expect(
      lensesFor({
        current_status: "available",
        import_deadlines: { pickup_lfd_terminal: LFD_PAST },
        available_for_pickup: true,
      }),
    ).toEqual(["pull_now", "past_lfd"]);
  });

  it("puts an unavailable box without hold under Not released, never under Blocked", () => {
    expect(lensesFor({ available_for_pickup: false })).toEqual(["not_released"]);
  });

  it("puts a box of unknown urgency only under Urgency unknown, whatever else it would answer", () => {
    const neverChecked = {
      terminal_checked_at: null,
      import_deadlines: { pickup_lfd_terminal: LFD_PAST },
      available_for_pickup: true,
      holds_at_pod_terminal: customs,
    };
    expect(lensesFor(neverChecked)).toEqual(["unknown"]);
    expect(lensesFor({ lineTrackingStoppedAt: "2026-06-01T00:00:00Z", available_for_pickup: true })).toEqual([
      "unknown",
    ]);
  });

  it("puts a box out under Return soon only, and a returned box under none", () => {
    expect(
      lensesFor({
        current_status: "picked_up",
        pod_full_out_at: "2026-06-18T20:00:00Z",
        import_deadlines: { pickup_lfd_terminal: LFD_PAST },
      }),
    ).toEqual(["return_soon"]);
    expect(lensesFor({ current_status: "empty_returned", empty_terminated_at: "2026-06-19T10:00:00Z" })).toEqual([]);
  });

  it("puts a box at sea under Arriving and a box on a train under On rail", () => {
    expect(lensesFor({ current_status: "on_ship", pod_arrived_at: null, pod_discharged_at: null })).toEqual([
      "arriving",
    ]);
    expect(lensesFor({ current_status: "on_rail", pod_rail_departed_at: "2026-06-18T00:00:00Z" })).toEqual(["on_rail"]);
  });

  it("round-trips every combination through the stored bitmask", () => {
    const all = [...LENS_KEYS];
    expect(lensesOfMask(lensMaskOf(all))).toEqual(all);
    expect(lensesOfMask(lensMaskOf(["due_today", "blocked"]))).toEqual(["due_today", "blocked"]);
    expect(lensMaskOf([])).toBe(0);
  });

  it("answers from its inputs alone", () => {
    expect(
      lensesOf({
        phase: "at_terminal",
        urgencyUnknown: false,
        daysLeft: 1,
        readyForPickup: true,
        hasBlockingHold: false,
      }),
    ).toEqual(["pull_now", "due_tomorrow"]);
  });
});
