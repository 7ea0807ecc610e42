import { describe, expect, it } from "vitest";

import { compareMoney, moneySortKey } from "./money-sort";

// A box's money sorts by its workspace-currency amount first, else by the other currency whose code comes first;
// two amounts in different currencies are never compared as numbers.

const sortedBy = (workspace: string, boxes: Record<string, Record<string, number>>) =>
  Object.entries(boxes)
    .sort(([, a], [, b]) => compareMoney(moneySortKey(a, workspace), moneySortKey(b, workspace)))
    .map(([name]) => name);

describe("money sort key", () => {
  it("takes the workspace currency's amount when the box has one, even beside a larger one in another", () => {
    expect(moneySortKey({ JPY: 10_000, USD: 150 }, "USD")).toEqual({ rank: 0, currency: "USD", amount: 150 });
    expect(moneySortKey({ JPY: 10_000, EUR: 90 }, "USD")).toEqual({ rank: 1, currency: "EUR", amount: 90 });
    expect(moneySortKey({}, "USD")).toBeNull();
    // A posted zero is an amount, not nothing.
    expect(moneySortKey({ USD: 0 }, "USD")).toEqual({ rank: 0, currency: "USD", amount: 0 });
  });

  it("puts $150 before ¥10,000 in a dollar workspace, and the other way round in a yen one", () => {
    const boxes = { yen: { JPY: 10_000 }, dollars: { USD: 150 }, none: {} };
    expect(sortedBy("USD", boxes)).toEqual(["dollars", "yen", "none"]);
    expect(sortedBy("JPY", boxes)).toEqual(["yen", "dollars", "none"]);
  });

  it("orders the other currencies apart, each by its code, most money first within each", () => {
    const boxes = {
      eurSmall: { EUR: 10 },
      jpyLarge: { JPY: 50_000 },
      eurLarge: { EUR: 900 },
      usd: { USD: 1 },
      jpySmall: { JPY: 200 },
    };
    expect(sortedBy("USD", boxes)).toEqual(["usd", "eurLarge", "eurSmall", "jpyLarge", "jpySmall"]);
  });
});
