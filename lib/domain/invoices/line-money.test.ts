import { describe, expect, it } from "vitest";

import { addTo, dayAmounts, lineTotal } from "./line-money";

const line = { dates: ["2026-11-09", "2026-11-10", "2026-11-11"], days: 3, currency: "USD" };

describe("line money", () => {
  it("shares a line's amount over its days to the cent, the odd cents on the first days", () => {
    expect(dayAmounts({ ...line, amount: 100, ratePerDay: null })).toEqual([33.34, 33.33, 33.33]);
    expect(dayAmounts({ ...line, amount: 450, ratePerDay: 150 })).toEqual([150, 150, 150]);
  });

  it("uses the rate per day when the line names no amount, and nothing when it names neither", () => {
    expect(dayAmounts({ ...line, amount: null, ratePerDay: 150 })).toEqual([150, 150, 150]);
    expect(dayAmounts({ ...line, amount: null, ratePerDay: null })).toEqual([null, null, null]);
  });

  it("keeps each currency's own minor unit (yen have none)", () => {
    expect(dayAmounts({ ...line, currency: "JPY", amount: 10_000, ratePerDay: null })).toEqual([3334, 3333, 3333]);
  });

  it("totals a line by its amount, else its rate times its days", () => {
    expect(lineTotal({ ...line, amount: 420.5, ratePerDay: 150 })).toBe(420.5);
    expect(lineTotal({ ...line, amount: null, ratePerDay: 150, days: 4 })).toBe(600);
    expect(lineTotal({ ...line, amount: null, ratePerDay: 150, days: null })).toBe(450);
  });

  it("adds within a currency and never across", () => {
    const sums: Record<string, number> = {};
    addTo(sums, "USD", 0.1);
    addTo(sums, "USD", 0.2);
    addTo(sums, "EUR", 5);
    expect(sums).toEqual({ USD: 0.3, EUR: 5 });
  });
});
