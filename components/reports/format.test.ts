import { describe, expect, it } from "vitest";

import { chartMoney, dayLabel, pivot } from "./format";

describe("report formatting", () => {
  it("labels days relative to today and dates without shifting zones", () => {
    expect([dayLabel(0, "2026-03-05"), dayLabel(1, "2026-03-06"), dayLabel(2, "2026-03-07")]).toEqual([
      "Today",
      "Tomorrow",
      "Mar 7",
    ]);
  });

  it("formats money per currency and never pretends an unknown currency is one", () => {
    expect(chartMoney("USD")(1250)).toBe("$1,250");
    expect(chartMoney("USD")(40.5)).toBe("$40.50");
    expect(chartMoney("UNKNOWN")(40)).toBe("40 (no currency)");
  });

  it("pivots rows into stacked-chart data with zeros for missing series", () => {
    const rows = [
      { x: "a", s: "T1", n: 2 },
      { x: "b", s: "T2", n: 3 },
      { x: "a", s: "T2", n: 1 },
    ];
    expect(
      pivot(
        rows,
        ["a", "b", "c"],
        (r) => r.x,
        (r) => r.s,
        (r) => r.n,
      ),
    ).toEqual({
      series: ["T1", "T2"],
      data: [
        { x: "a", T1: 2, T2: 1 },
        { x: "b", T1: 0, T2: 3 },
        { x: "c", T1: 0, T2: 0 },
      ],
    });
  });
});
