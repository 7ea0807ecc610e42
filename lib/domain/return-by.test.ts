import { describe, expect, it } from "vitest";

import { evaluateContainer } from "./evaluate-container";
import type { PerDiemTariff } from "./per-diem";
import { addWorkingDays, returnByOf } from "./return-by";
import { makeFacts } from "./test-facts";
import { testTariffs } from "./test-tariffs";

// Return by = full-out local date + the line's free days, in the zone of the place the box left.
const calendar4: PerDiemTariff = {
  currency: "USD",
  freeDays: 4,
  dayKind: "calendar",
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 125 }],
};
const working4: PerDiemTariff = { ...calendar4, dayKind: "working" };
// Friday Jun 19, 13:00 PDT.
const pickedUpFriday = makeFacts({ current_status: "picked_up", pod_full_out_at: "2026-06-19T20:00:00Z" });

describe("return by", () => {
  it("counts calendar days through the weekend and working days around it", () => {
    const monday = new Date("2026-06-22T17:00:00Z"); // Mon Jun 22, 10:00 PDT
    expect(returnByOf(pickedUpFriday, calendar4, monday)).toEqual({
      date: "2026-06-23",
      daysLeft: 1,
      timezone: "America/Los_Angeles",
      freeDays: 4,
      dayKind: "calendar",
      fullOutDate: "2026-06-19",
    });
    // Mon 22, Tue 23, Wed 24, Thu 25.
    expect(returnByOf(pickedUpFriday, working4, monday)).toMatchObject({
      date: "2026-06-25",
      daysLeft: 3,
      dayKind: "working",
    });
    // Out on a Saturday: the first working day is Monday.
    expect(addWorkingDays("2026-06-20", 1)).toBe("2026-06-22");
    expect(addWorkingDays("2026-06-19", 0)).toBe("2026-06-19");
  });

  it("takes the full-out date and today in the port's zone, across the end of daylight saving time", () => {
    // 23:30 EDT on Fri Oct 30 (already Oct 31 in UTC); DST ends Sun Nov 1 in New York.
    const facts = makeFacts({
      current_status: "picked_up",
      pod_timezone: "America/New_York",
      pod_full_out_at: "2026-10-31T03:30:00Z",
    });
    const threeDays: PerDiemTariff = { ...calendar4, freeDays: 3 };
    // 23:30 EST on Sun Nov 1 (already Nov 2 in UTC): return-by Nov 2 is tomorrow there.
    expect(returnByOf(facts, threeDays, new Date("2026-11-02T04:30:00Z"))).toMatchObject({
      fullOutDate: "2026-10-30",
      date: "2026-11-02",
      daysLeft: 1,
      timezone: "America/New_York",
    });
    // Half an hour later it is Nov 2 in New York: due today.
    expect(returnByOf(facts, threeDays, new Date("2026-11-02T05:00:00Z"))).toMatchObject({ daysLeft: 0 });
  });

  it("counts an inland pickup in the ramp's zone, not the port's", () => {
    // 01:30 CDT on Jun 19 in Chicago is still 23:30 PDT on Jun 18 at the port.
    const facts = makeFacts({
      current_status: "picked_up",
      final_destination_timezone: "America/Chicago",
      pod_rail_departed_at: "2026-06-16T12:00:00Z",
      ind_rail_unloaded_at: "2026-06-18T12:00:00Z",
      final_destination_full_out_at: "2026-06-19T06:30:00Z",
    });
    expect(returnByOf(facts, calendar4, new Date("2026-06-20T12:00:00Z"))).toMatchObject({
      fullOutDate: "2026-06-19",
      date: "2026-06-23",
      timezone: "America/Chicago",
      daysLeft: 3,
    });
  });

  it("gives the full-out date but no return-by when no tariff applies", () => {
    expect(returnByOf(pickedUpFriday, null, new Date("2026-06-22T17:00:00Z"))).toEqual({
      date: null,
      daysLeft: null,
      timezone: "America/Los_Angeles",
      freeDays: null,
      dayKind: null,
      fullOutDate: "2026-06-19",
    });
  });

  it("makes days to return-by the urgency of a box out, never its pickup LFD", () => {
    const facts = makeFacts({
      current_status: "picked_up",
      pod_full_out_at: "2026-06-19T20:00:00Z",
      import_deadlines: { pickup_lfd_terminal: "2026-05-10T06:59:00Z" },
    });
    const result = evaluateContainer(facts, {
      now: new Date("2026-06-25T17:00:00Z"),
      lfdRule: "earliest",
      tariffs: testTariffs(null, calendar4),
    });
    expect(result.bucket).toBe("needs_return");
    expect(result.lenses).toEqual(["return_soon"]);
    expect(result.lfd.daysLeft).toBeNull();
    expect(result.returnBy).toMatchObject({ date: "2026-06-23", daysLeft: -2 });
    expect(result.sort.urgencyDate).toBe("2026-06-23");
  });

  it("gives no return-by to a box that is not out", () => {
    expect(
      evaluateContainer(makeFacts(), {
        now: new Date("2026-06-19T18:00:00Z"),
        lfdRule: "earliest",
        tariffs: testTariffs(null, calendar4),
      }).returnBy,
    ).toBeNull();
  });
});
