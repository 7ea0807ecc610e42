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
    // The pickup clock is over: its LFD is history, never "N days past".
    expect(result.lfd.governingDate).toBe("2026-06-09");
    expect(result.lfd.daysLeft).toBeNull();
    expect(result.lenses).toEqual([]);
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
      makeFacts({ current_status: "on_rail", available_for_pickup: true, pod_rail_loaded_at: "2026-06-18T10:00:00Z" }),
      opts,
    );
    expect(result).toMatchObject({ readyForPickup: false, bucket: "on_rail", lenses: ["on_rail"] });
    expect(result.notReadyReasons).toEqual(["not_at_terminal"]);
  });

  it("puts grounded, off_dock, dropped and loaded in the urgency their meaning calls for", () => {
    const bucket = (overrides: Parameters<typeof makeFacts>[0]) => evaluateContainer(makeFacts(overrides), opts).bucket;
    // grounded: at the terminal; the availability flag decides between ready and not released.
    expect(bucket({ current_status: "grounded", available_for_pickup: true, availability_known: true })).toBe("ready");
    expect(bucket({ current_status: "grounded", available_for_pickup: null, availability_known: false })).toBe(
      "not_available",
    );
    // off_dock: waiting at an off-dock yard with the terminal's full-out recorded: still to pull.
    expect(
      bucket({ current_status: "off_dock", available_for_pickup: true, pod_full_out_at: "2026-06-18T20:00:00Z" }),
    ).toBe("ready");
    expect(
      bucket({
        current_status: "off_dock",
        pickup_lfd: todayLfd,
        import_deadlines: deadlines(todayLfd),
        pod_full_out_at: "2026-06-18T20:00:00Z",
      }),
    ).toBe("lfd_today");
    // dropped at the customer: out, so the pickup LFD no longer applies.
    expect(
      bucket({
        current_status: "dropped",
        pod_full_out_at: "2026-06-18T20:00:00Z",
        pickup_lfd: "2026-06-10T06:59:00Z",
        import_deadlines: deadlines("2026-06-10T06:59:00Z"),
      }),
    ).toBe("needs_return");
    // loaded on the vessel at origin: arriving.
    expect(
      bucket({ current_status: "loaded", pod_arrived_at: null, pod_discharged_at: null, terminal_checked_at: null }),
    ).toBe("arriving");
  });

  it("earliest (the default) governs by a passed terminal LFD where the service's pick says tomorrow", () => {
    // Terminal LFD Jun 18 23:59 PDT (yesterday), line LFD Jun 20 23:59 PDT (tomorrow); the service picks the line's.
    const facts = makeFacts({
      pickup_lfd: "2026-06-21T06:59:00Z",
      import_deadlines: { pickup_lfd_terminal: "2026-06-19T06:59:00Z", pickup_lfd_line: "2026-06-21T06:59:00Z" },
      available_for_pickup: true,
    });
    const earliest = evaluateContainer(facts, { now: TEST_NOW, lfdRule: "earliest" });
    expect(earliest.lfd).toMatchObject({
      rule: "earliest",
      source: "terminal",
      governingDate: "2026-06-18",
      daysLeft: -1,
      conflict: true,
    });
    expect(earliest).toMatchObject({ bucket: "past_lfd", lenses: ["pull_now", "past_lfd"] });
    const service = evaluateContainer(facts, { now: TEST_NOW, lfdRule: "service" });
    expect(service.lfd).toMatchObject({
      rule: "service",
      source: "line",
      governingDate: "2026-06-20",
      daysLeft: 1,
      conflict: true,
    });
    expect(service).toMatchObject({ bucket: "lfd_tomorrow", lenses: ["pull_now", "due_tomorrow"] });
  });

  it("keeps a box waiting for its train at the port terminal: a customs hold blocks it and its check ages", () => {
    const waiting = {
      current_status: "awaiting_inland_transfer",
      final_destination_timezone: "America/Chicago",
      holds_at_pod_terminal: [{ name: "customs", status: "hold", description: null }],
    };
    const blocked = evaluateContainer(makeFacts(waiting), opts);
    expect(blocked).toMatchObject({
      phase: "at_terminal",
      bucket: "blocked",
      lenses: ["blocked"],
      blockingHolds: ["customs"],
    });
    expect(blocked.flags.blocked).toBe(true);
    // Checked 30 hours ago: stale warning; 8 days ago: urgency unknown.
    expect(
      evaluateContainer(makeFacts({ ...waiting, terminal_checked_at: "2026-06-18T12:00:00Z" }), opts).flags.stale,
    ).toBe(true);
    expect(
      evaluateContainer(makeFacts({ ...waiting, terminal_checked_at: "2026-06-11T12:00:00Z" }), opts),
    ).toMatchObject({ bucket: "stale", lenses: ["unknown"] });
    // Once loaded on the train it is on rail, and the port's hold and check no longer count.
    const onTrain = evaluateContainer(
      makeFacts({
        ...waiting,
        pod_rail_loaded_at: "2026-06-19T10:00:00Z",
        terminal_checked_at: "2026-06-11T12:00:00Z",
      }),
      opts,
    );
    expect(onTrain).toMatchObject({ phase: "on_rail", bucket: "on_rail", lenses: ["on_rail"], stale: false });
  });
});
