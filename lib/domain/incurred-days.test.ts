import { describe, expect, it } from "vitest";

import { chargeableDaysOf, daysOfRuns, parseRuns, replaceRunsFrom, runsOf, type ChargeableDay } from "./incurred-days";

const day = (date: string, clock: ChargeableDay["clock"], n: number): ChargeableDay => ({ date, clock, day: n });

describe("chargeable days and their runs", () => {
  it("reads only the chargeable charges of the records", () => {
    expect(
      chargeableDaysOf([
        { date: "2026-11-06", charges: [{ kind: "demurrage", status: "free", dayNumber: null }] },
        { date: "2026-11-07", charges: [{ kind: "demurrage", status: "chargeable", dayNumber: 1 }] },
        { date: "2026-11-13", charges: [{ kind: "detention", status: "chargeable", dayNumber: 1 }] },
        { date: "2026-11-14", charges: [] },
      ]),
    ).toEqual([day("2026-11-07", "terminal", 1), day("2026-11-13", "out", 1)]);
  });

  it("keeps consecutive days as one run, and starts another where the date or the day number jumps", () => {
    const days = [
      day("2026-11-07", "terminal", 1),
      day("2026-11-08", "terminal", 2),
      day("2026-11-09", "terminal", 3),
      // The LFD moved a day later: the numbering starts again one lower.
      day("2026-11-10", "terminal", 3),
      day("2026-11-12", "out", 1),
      day("2026-11-12", "terminal", 5),
    ];
    const runs = runsOf(days);
    expect(runs).toEqual([
      { clock: "terminal", from: "2026-11-07", to: "2026-11-09", day: 1 },
      { clock: "terminal", from: "2026-11-10", to: "2026-11-10", day: 3 },
      { clock: "out", from: "2026-11-12", to: "2026-11-12", day: 1 },
      { clock: "terminal", from: "2026-11-12", to: "2026-11-12", day: 5 },
    ]);
    expect(daysOfRuns(runs)).toEqual(days);
  });

  it("replaces the days written again and keeps the ones before", () => {
    const runs = runsOf([
      day("2026-11-07", "terminal", 1),
      day("2026-11-08", "terminal", 2),
      day("2026-11-09", "terminal", 3),
    ]);
    // A correction from Nov 8: the LFD was a day later, so Nov 8 is free and Nov 9 is day 1.
    expect(replaceRunsFrom(runs, "2026-11-08", [day("2026-11-09", "terminal", 1)])).toEqual([
      { clock: "terminal", from: "2026-11-07", to: "2026-11-07", day: 1 },
      { clock: "terminal", from: "2026-11-09", to: "2026-11-09", day: 1 },
    ]);
    expect(replaceRunsFrom(runs, "2026-11-10", [day("2026-11-10", "terminal", 4)])).toEqual([
      { clock: "terminal", from: "2026-11-07", to: "2026-11-10", day: 1 },
    ]);
  });

  it("reads stored runs back and leaves out what is malformed", () => {
    expect(
      parseRuns([
        { clock: "terminal", from: "2026-11-07", to: "2026-11-09", day: 1 },
        { clock: "rail", from: "2026-11-07", to: "2026-11-09", day: 1 },
        { clock: "out", from: "2026-11-09", to: "2026-11-07", day: 1 },
        { clock: "out", from: "2026-11-07", to: "2026-11-07", day: 0 },
        null,
      ]),
    ).toEqual([{ clock: "terminal", from: "2026-11-07", to: "2026-11-09", day: 1 }]);
    expect(parseRuns(null)).toEqual([]);
  });
});
