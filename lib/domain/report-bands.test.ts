import { describe, expect, it } from "vitest";

import { AGE_BANDS, holdAgeBandOf, PAST_BANDS, pastLfdBandOf } from "./report-bands";

describe("report bands", () => {
  it("puts days past an LFD in the report's bands, first day first", () => {
    expect(PAST_BANDS).toEqual(["1 day", "2 days", "3 days", "4–7 days", "8–14 days", "15+ days"]);
    const cases: [number, string][] = [
      [0, "1 day"],
      [1, "1 day"],
      [2, "2 days"],
      [3, "3 days"],
      [4, "4–7 days"],
      [7, "4–7 days"],
      [8, "8–14 days"],
      [14, "8–14 days"],
      [15, "15+ days"],
      [400, "15+ days"],
    ];
    for (const [days, band] of cases) expect([days, pastLfdBandOf(days)]).toEqual([days, band]);
  });

  it("puts a hold's age in the report's bands, each bound in the next band", () => {
    expect(AGE_BANDS).toEqual(["< 1 day", "1–2 days", "2–4 days", "4–7 days", "7+ days"]);
    const cases: [number, string][] = [
      [0, "< 1 day"],
      [23.9, "< 1 day"],
      [24, "1–2 days"],
      [47.5, "1–2 days"],
      [48, "2–4 days"],
      [96, "4–7 days"],
      [167, "4–7 days"],
      [168, "7+ days"],
    ];
    for (const [hours, band] of cases) expect([hours, holdAgeBandOf(hours)]).toEqual([hours, band]);
  });
});
