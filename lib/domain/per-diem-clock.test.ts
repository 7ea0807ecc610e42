import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import type { PerDiemTariff } from "./per-diem";
import { returnByWith, returnedWithinFreeTime } from "./per-diem-clock";
import { makeFacts } from "./test-facts";
import { testPerDiem } from "./test-tariffs";
import type { AppliedTariffs } from "./tariff-match";

// A line's per-diem tariff gave 2 free days until Sun Jun 21 2026 (v1) and 10 from Mon Jun 22 (v2). A box picked
// up Fri Jun 19 at 13:00 PDT runs on v1: return by Sun Jun 21. Returned Thu Jun 25, it was 4 days late, though
// today's version would have called it early.

const rates = (freeDays: number): PerDiemTariff => ({
  currency: "USD",
  freeDays,
  dayKind: "calendar",
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 125 }],
});
const tariffs: AppliedTariffs = {
  currency: "USD",
  demurrage: [],
  perDiem: [
    testPerDiem(rates(2), { effectiveTo: "2026-06-21" }),
    testPerDiem(rates(10), { versionId: "MSCU per diem-v2", version: 2, effectiveFrom: "2026-06-22" }),
  ],
};
const pickedUp = { current_status: "picked_up", pod_full_out_at: "2026-06-19T20:00:00Z" } as const;

describe("the per-diem clock", () => {
  it("counts free days by the version in force on the full-out date, as the board does", () => {
    const facts = makeFacts(pickedUp);
    const now = new Date("2026-06-23T17:00:00Z");
    expect(returnByWith(facts, tariffs, now)).toMatchObject({ date: "2026-06-21", daysLeft: -2, freeDays: 2 });
    expect(evaluateContainer(facts, { now, lfdRule: "earliest", tariffs }).returnBy).toEqual(
      returnByWith(facts, tariffs, now),
    );
  });

  it("judges a returned box by that version, in the zone of the place it left", () => {
    const late = makeFacts({
      ...pickedUp,
      current_status: "empty_returned",
      empty_terminated_at: "2026-06-25T18:00:00Z",
    });
    expect(returnedWithinFreeTime(late, tariffs)).toBe(false);
    // Sun Jun 21 at 16:00 PDT is already Jun 22 in UTC: still the return-by day in Los Angeles.
    const onTime = makeFacts({
      ...pickedUp,
      current_status: "empty_returned",
      empty_terminated_at: "2026-06-21T23:00:00Z",
    });
    expect(returnedWithinFreeTime(onTime, tariffs)).toBe(true);
    // Picked up on v2's first day: ten days.
    const later = makeFacts({
      current_status: "empty_returned",
      pod_full_out_at: "2026-06-22T20:00:00Z",
      empty_terminated_at: "2026-06-30T18:00:00Z",
    });
    expect(returnedWithinFreeTime(later, tariffs)).toBe(true);
  });

  it("counts a rail move from the inland pickup, not the train leaving the port", () => {
    const rail = makeFacts({
      current_status: "empty_returned",
      pod_full_out_at: "2026-06-16T20:00:00Z",
      pod_rail_departed_at: "2026-06-16T20:00:00Z",
      final_destination_timezone: "America/Chicago",
      final_destination_full_out_at: "2026-06-19T20:00:00Z",
      empty_terminated_at: "2026-06-21T20:00:00Z",
    });
    expect(returnedWithinFreeTime(rail, tariffs)).toBe(true);
  });

  it("cannot judge a box without a per-diem tariff, a dated pickup or a return", () => {
    const returned = makeFacts({
      ...pickedUp,
      current_status: "empty_returned",
      empty_terminated_at: "2026-06-25T18:00:00Z",
    });
    expect(returnedWithinFreeTime(returned, { ...tariffs, perDiem: [] })).toBeNull();
    expect(returnedWithinFreeTime(makeFacts(pickedUp), tariffs)).toBeNull();
    expect(
      returnedWithinFreeTime(
        makeFacts({ current_status: "empty_returned", empty_terminated_at: "2026-06-25T18:00:00Z" }),
        tariffs,
      ),
    ).toBeNull();
  });
});
