import { describe, expect, it } from "vitest";

import { groupSeries, OTHER_KEY, pivotGrouped } from "./series-groups";

const totals = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`Terminal ${i + 1}`, 100 - i]));

describe("series beyond eight become one 'Other'", () => {
  it("keeps eight series as they are, largest first", () => {
    const groups = groupSeries(totals(8));
    expect(groups.map((group) => group.label)).toEqual(Array.from({ length: 8 }, (_, i) => `Terminal ${i + 1}`));
    expect(groups.some((group) => group.key === OTHER_KEY)).toBe(false);
  });

  it("turns seventeen terminals into the seven largest and one 'Other' naming the ten others", () => {
    const groups = groupSeries(totals(17));
    expect(groups).toHaveLength(8);
    expect(groups.slice(0, 7).map((group) => group.label)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Terminal ${i + 1}`),
    );
    const other = groups[7];
    expect(other?.key).toBe(OTHER_KEY);
    expect(other?.label).toBe("Other (10)");
    expect(other?.members).toHaveLength(10);
    expect(other?.members).toContain("Terminal 17");
    // Terminals 8..17 carry 93 + 92 + ... + 84.
    expect(other?.total).toBe(885);
  });

  it("ranks by total, then by name, and keys series by position so no name becomes a path", () => {
    const groups = groupSeries(
      new Map([
        ["b.one", 5],
        ["a.two", 5],
        ["c", 9],
      ]),
    );
    expect(groups.map((group) => [group.key, group.label])).toEqual([
      ["s0", "c"],
      ["s1", "a.two"],
      ["s2", "b.one"],
    ]);
  });

  it("pivots rows into stacked data whose 'Other' adds up its members, with zeros where a day has none", () => {
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => ({ day: "Mon", terminal: `T${i}`, n: 10 - i })),
      { day: "Tue", terminal: "T9", n: 4 },
    ];
    const { data, series } = pivotGrouped(
      rows,
      ["Mon", "Tue", "Wed"],
      (row) => row.day,
      (row) => row.terminal,
      (row) => row.n,
    );
    expect(series.map((group) => group.label)).toEqual(["T0", "T1", "T2", "T3", "T4", "T5", "T9", "Other (3)"]);
    // T9 (1 + 4 = 5) outranks T6 (4), T7 (3) and T8 (2), which are the other three.
    expect(data[0]?.[OTHER_KEY]).toBe(4 + 3 + 2);
    expect(data[1]).toEqual({ x: "Tue", s0: 0, s1: 0, s2: 0, s3: 0, s4: 0, s5: 0, s6: 4, [OTHER_KEY]: 0 });
    expect(data[2]?.[OTHER_KEY]).toBe(0);
  });
});
