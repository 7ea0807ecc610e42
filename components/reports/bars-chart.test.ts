import { describe, expect, it } from "vitest";

import { labelsFit, rowsLayout, shorten } from "./bars-chart";

const count = (v: number) => String(v);
const usd = (v: number) => `$${v.toLocaleString("en-US")}`;

describe("value labels on bar charts", () => {
  it("keep labels on a few bars, or many short counts", () => {
    expect(labelsFit([120_000, 8_000, 3_400], usd)).toBe(true);
    expect(labelsFit([33, 22, 11, 0, 5, 1, 9, 14, 2, 0, 0, 3, 7, 1], count)).toBe(true);
  });

  it("drop them where they would overlap: many long amounts, or too many bars", () => {
    expect(
      labelsFit(
        Array.from({ length: 14 }, (_, i) => 8_000 + i * 1_200),
        usd,
      ),
    ).toBe(false);
    expect(
      labelsFit(
        Array.from({ length: 24 }, (_, i) => i),
        count,
      ),
    ).toBe(false);
  });
});

describe("horizontal bars for named categories", () => {
  it("give every category its own band and an axis wide enough for the longest name", () => {
    const few = rowsLayout(["APM", "TraPac"], 2);
    const many = rowsLayout(
      Array.from({ length: 20 }, (_, i) => `Terminal ${i}`),
      2,
    );
    // Twenty terminals get ten times the bar space of two: no name is dropped for lack of room.
    expect(many.height - few.height).toBe(((few.height - 84) / 2) * 18);
    expect(rowsLayout(["Long Beach Container Terminal"], 1).axisWidth).toBeGreaterThan(
      rowsLayout(["APM"], 1).axisWidth,
    );
  });

  it("shorten only names longer than the axis allows", () => {
    expect(shorten("Pier 400", 28)).toBe("Pier 400");
    expect(shorten("International Transportation Service Long Beach", 28)).toHaveLength(28);
  });
});
