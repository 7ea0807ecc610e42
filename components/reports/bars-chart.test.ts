import { describe, expect, it } from "vitest";

import { labelsFit } from "./bars-chart";

const count = (v: number) => String(v);
const usd = (v: number) => `$${v.toLocaleString("en-US")}`;

describe("value labels on bar charts", () => {
  it("keep labels on a few bars, or many short counts", () => {
    expect(labelsFit([120_000, 8_000, 3_400], usd)).toBe(true);
    expect(labelsFit([33, 22, 11, 0, 5, 1, 9, 14, 2, 0, 0, 3, 7, 1], count)).toBe(true);
  });

  it("drop them where they would overlap: many long amounts, or too many bars", () => {
    expect(labelsFit(Array.from({ length: 14 }, (_, i) => 8_000 + i * 1_200), usd)).toBe(false);
    expect(labelsFit(Array.from({ length: 24 }, (_, i) => i), count)).toBe(false);
  });
});
