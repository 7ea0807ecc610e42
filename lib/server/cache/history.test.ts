import { describe, expect, it } from "vitest";

import { canonical, diffTracked, isNotOlder, seqAfter, type TrackedValues } from "./history";

const base: TrackedValues = {
  pickupLfd: new Date("2026-03-06T05:00:00Z"),
  lfdLine: null,
  lfdTerminal: new Date("2026-03-06T05:00:00Z"),
  lfdRail: null,
  holds: [{ name: "customs", status: "hold" }],
  fees: [],
  availableForPickup: false,
  pickupAppointmentAt: null,
  currentStatus: "not_available",
  podDischargedAt: new Date("2026-03-02T14:10:00Z"),
  podFullOutAt: null,
  finalDestinationFullOutAt: null,
  emptyTerminatedAt: null,
  indFacilityHolds: null,
  indFacilityFees: null,
};

describe("container history diff", () => {
  it("records nothing for a new container or an identical one", () => {
    expect(diffTracked(null, base)).toEqual([]);
    expect(diffTracked(base, { ...base, holds: [{ status: "hold", name: "customs" }] })).toEqual([]);
  });

  it("records each changed field with old and new values as JSON", () => {
    const changes = diffTracked(base, {
      ...base,
      lfdTerminal: new Date("2026-03-07T05:00:00Z"),
      holds: [],
      availableForPickup: true,
    });
    expect(changes).toEqual([
      { field: "pickup_lfd_terminal", oldValue: "2026-03-06T05:00:00.000Z", newValue: "2026-03-07T05:00:00.000Z" },
      { field: "holds", oldValue: [{ name: "customs", status: "hold" }], newValue: [] },
      { field: "available_for_pickup", oldValue: false, newValue: true },
    ]);
  });

  it("records the moments the box's free time hangs on and the rail ramp's holds and fees", () => {
    const changes = diffTracked(base, {
      ...base,
      podFullOutAt: new Date("2026-03-05T16:20:00Z"),
      indFacilityHolds: [{ name: "rail", status: "hold" }],
    });
    expect(changes).toEqual([
      { field: "pod_full_out_at", oldValue: null, newValue: "2026-03-05T16:20:00.000Z" },
      { field: "ind_facility_holds", oldValue: null, newValue: [{ name: "rail", status: "hold" }] },
    ]);
  });

  it("tells unknown (null) from none ([])", () => {
    expect(diffTracked({ ...base, fees: null }, base).map((change) => change.field)).toEqual(["fees"]);
  });

  it("canonicalizes key order", () => {
    expect(canonical({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
  });
});

describe("stale-write guard", () => {
  const at = new Date("2026-03-05T12:00:00Z");
  it("lets newer and equal data through and stops older data", () => {
    expect(isNotOlder(at, null)).toBe(true);
    expect(isNotOlder(new Date(at.getTime() + 1), at)).toBe(true);
    expect(isNotOlder(at, at)).toBe(true);
    expect(isNotOlder(new Date(at.getTime() - 1), at)).toBe(false);
  });
});

describe("ties of the stale-write guard", () => {
  const at = new Date("2026-03-05T12:00:00Z");
  it("orders two deliveries stamped with the same instant by delivery order, in either processing order", () => {
    // Delivery 11 (the update) was processed first; delivery 10 (the creation) must not revert it.
    expect(isNotOlder({ at, seq: 10n }, { at, seq: 11n })).toBe(false);
    expect(isNotOlder({ at, seq: 11n }, { at, seq: 10n })).toBe(true);
    expect(isNotOlder({ at, seq: 11n }, { at, seq: 11n })).toBe(true);
  });

  it("still orders by instant first", () => {
    expect(isNotOlder({ at: new Date(at.getTime() + 1), seq: 1n }, { at, seq: 99n })).toBe(true);
    expect(isNotOlder({ at, seq: 99n }, { at: new Date(at.getTime() + 1), seq: 1n })).toBe(false);
  });

  it("lets a sync at the same instant apply but keeps the delivery order it met", () => {
    expect(isNotOlder({ at }, { at, seq: 11n })).toBe(true);
    expect(seqAfter({ at }, { at, seq: 11n })).toBe(11n);
    expect(seqAfter({ at: new Date(at.getTime() + 1) }, { at, seq: 11n })).toBeNull();
    expect(seqAfter({ at, seq: 12n }, { at, seq: 11n })).toBe(12n);
  });
});
