import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import { makeFacts, TEST_NOW } from "./test-facts";

const opts = { now: TEST_NOW, lfdRule: "service" as const }; // Jun 19, 11:00 PDT
const todayLfd = "2026-06-20T06:59:00Z"; // Jun 19 23:59 PDT
const deadlines = (terminal: string | null, line: string | null = null) => ({
  pickup_lfd_terminal: terminal,
  pickup_lfd_line: line,
  pickup_lfd_rail: null,
});

describe("evaluateContainer", () => {
  it("LFD today and a customs hold: bucket lfd_today, flagged blocked", () => {
    const result = evaluateContainer(
      makeFacts({
        pickup_lfd: todayLfd,
        import_deadlines: deadlines(todayLfd),
        available_for_pickup: true,
        holds_at_pod_terminal: [{ name: "customs", status: "hold", description: null }],
      }),
      opts,
    );
    expect(result.bucket).toBe("lfd_today");
    expect(result.flags).toMatchObject({ blocked: true, ready: false });
    expect(result.readyForPickup).toBe(false);
    expect(result.notReadyReasons).toEqual(["blocking_hold"]);
    expect(result.holds.blocking[0]?.resolution.owner).toBe("customs_broker");
  });

  it("empty returned is done even with a past LFD", () => {
    const result = evaluateContainer(
      makeFacts({
        current_status: "empty_returned",
        empty_terminated_at: "2026-06-18T00:00:00Z",
        pod_full_out_at: "2026-06-16T00:00:00Z",
        pickup_lfd: "2026-06-10T06:59:00Z",
        import_deadlines: deadlines("2026-06-10T06:59:00Z"),
      }),
      opts,
    );
    expect(result.bucket).toBe("done");
    expect(result.lfd.daysLeft).toBeLessThan(0);
  });

  it("picked up but not returned needs return, and is no longer ready or blocked", () => {
    const result = evaluateContainer(
      makeFacts({
        current_status: "available",
        available_for_pickup: true,
        pod_full_out_at: "2026-06-18T00:00:00Z",
        holds_at_pod_terminal: [{ name: "TMF", status: "hold", description: null }],
      }),
      opts,
    );
    expect(result).toMatchObject({ bucket: "needs_return", readyForPickup: false });
    expect(result.flags).toMatchObject({ ready: false, blocked: false });
  });

  it("stale data suppresses urgency: past LFD but terminal not checked for 8 days", () => {
    const result = evaluateContainer(
      makeFacts({
        pickup_lfd: "2026-06-17T06:59:00Z",
        import_deadlines: deadlines("2026-06-17T06:59:00Z"),
        terminal_checked_at: "2026-06-11T17:00:00Z",
      }),
      opts,
    );
    expect(result).toMatchObject({ bucket: "stale", stale: true, urgencyUnknown: true });
    expect(result.lfd.daysLeft).toBe(-3);
  });

  it("stale warning alone (over 24 h) keeps the LFD bucket", () => {
    const result = evaluateContainer(
      makeFacts({
        pickup_lfd: "2026-06-17T06:59:00Z",
        import_deadlines: deadlines("2026-06-17T06:59:00Z"),
        terminal_checked_at: "2026-06-17T17:00:00Z",
      }),
      opts,
    );
    expect(result).toMatchObject({ bucket: "past_lfd", stale: true, urgencyUnknown: false });
    expect(result.flags.stale).toBe(true);
  });

  it("ready: available, a pending hold only warns", () => {
    const result = evaluateContainer(
      makeFacts({
        current_status: "available",
        available_for_pickup: true,
        holds_at_pod_terminal: [{ name: "USDA", status: "pending", description: null }],
        pickup_lfd: "2026-06-24T06:59:00Z",
        import_deadlines: deadlines("2026-06-24T06:59:00Z"),
      }),
      opts,
    );
    expect(result).toMatchObject({ bucket: "ready", readyForPickup: true });
    expect(result.flags).toMatchObject({ ready: true, pendingHold: true, blocked: false });
    expect(result.lfd.daysLeft).toBe(4); // Jun 23 23:59 PDT
  });

  it("blocked, not_available, on_rail and arriving", () => {
    const blocked = makeFacts({ holds_at_pod_terminal: [{ name: "freight", status: "hold", description: null }] });
    expect(evaluateContainer(blocked, opts).bucket).toBe("blocked");
    expect(evaluateContainer(makeFacts(), opts).bucket).toBe("not_available");
    const onRail = makeFacts({ current_status: "on_rail", pod_rail_departed_at: "2026-06-17T00:00:00Z" });
    expect(evaluateContainer(onRail, opts).bucket).toBe("on_rail");
    const arriving = makeFacts({ current_status: "on_ship", pod_discharged_at: null, terminal_checked_at: null });
    expect(evaluateContainer(arriving, opts).bucket).toBe("arriving");
  });

  it("a rail LFD today at the inland ramp puts a box on rail in lfd_today", () => {
    const rail = "2026-06-20T04:59:00Z"; // Jun 19 23:59 CDT
    const result = evaluateContainer(
      makeFacts({
        current_status: "on_rail",
        final_destination_timezone: "America/Chicago",
        pod_rail_departed_at: "2026-06-17T00:00:00Z",
        pickup_lfd: rail,
        import_deadlines: { pickup_lfd_line: null, pickup_lfd_terminal: null, pickup_lfd_rail: rail },
      }),
      { ...opts, now: new Date("2026-06-19T22:00:00Z") }, // 17:00 CDT
    );
    expect(result.bucket).toBe("lfd_today");
    expect(result.lfd).toMatchObject({ source: "rail", timezone: "America/Chicago", daysLeft: 0 });
  });

  it("the LFD rule changes the bucket when line is later than terminal", () => {
    const facts = makeFacts({
      pickup_lfd: "2026-06-23T06:59:00Z",
      import_deadlines: deadlines(todayLfd, "2026-06-23T06:59:00Z"),
    });
    expect(evaluateContainer(facts, opts)).toMatchObject({ bucket: "not_available", flags: { conflict: true } });
    expect(evaluateContainer(facts, { ...opts, lfdRule: "earliest" }).bucket).toBe("lfd_today");
  });

  it("flags unknown holds and fees without claiming ready", () => {
    const result = evaluateContainer(
      makeFacts({ available_for_pickup: true, holds_at_pod_terminal: null, fees_at_pod_terminal: null }),
      opts,
    );
    expect(result.readyForPickup).toBe(false);
    expect(result.flags).toMatchObject({ holdsUnknown: true, feesUnknown: true });
    expect(result.fees.known).toBe(false);
    expect(result.bucket).toBe("not_available");
  });

  it("never calls ready a box that is not at a terminal", () => {
    const result = evaluateContainer(
      makeFacts({ current_status: "awaiting_inland_transfer", available_for_pickup: true }),
      opts,
    );
    expect(result).toMatchObject({ readyForPickup: false, bucket: "on_rail" });
    expect(result.notReadyReasons).toEqual(["not_at_terminal"]);
  });
});
