import { describe, expect, it } from "vitest";

import { compactMoney, formatAmounts, formatMoney, postedText } from "./money";

describe("money", () => {
  it("gives each currency its own symbol and decimals", () => {
    expect(formatMoney(1250.5, "USD")).toBe("$1,250.50");
    expect(formatMoney(1250, "USD")).toBe("$1,250.00");
    // Yen have no minor unit: no decimals, and a fraction is rounded to a whole yen.
    expect(formatMoney(1250, "JPY")).toBe("¥1,250");
    expect(formatMoney(1234.5, "JPY")).toBe("¥1,235");
    // Dollars of two countries stay apart; a dinar has three decimals and no symbol in English.
    expect(formatMoney(40.5, "CAD")).toBe("CA$40.50");
    expect(formatMoney(1.5, "KWD")).toBe("KWD 1.500");
    expect(formatMoney(99, "EUR")).toBe("€99.00");
  });

  it("writes negative amounts with a minus sign, and a rounded negative zero as zero", () => {
    expect(formatMoney(-80, "USD")).toBe("-$80.00");
    expect(formatMoney(-1234, "JPY")).toBe("-¥1,234");
    expect(formatMoney(-0.001, "USD")).toBe("$0.00");
    expect(formatMoney(-0, "USD")).toBe("$0.00");
  });

  it("drops zero cents only when asked, and never real cents", () => {
    expect(formatMoney(1250, "USD", { trimZeroCents: true })).toBe("$1,250");
    expect(formatMoney(40.5, "USD", { trimZeroCents: true })).toBe("$40.50");
    expect(formatMoney(1250, "JPY", { trimZeroCents: true })).toBe("¥1,250");
  });

  it("never pretends an amount without a known currency is dollars", () => {
    expect(formatMoney(40, "UNKNOWN")).toBe("40.00 (no currency)");
    expect(formatMoney(40, "UNKNOWN", { trimZeroCents: true })).toBe("40 (no currency)");
    expect(formatMoney(40.5, "dollars")).toBe("40.50 dollars");
  });

  it("lists currencies side by side in code order, never added together", () => {
    expect(formatAmounts({ USD: 1250.5, CAD: 20 })).toBe("CA$20.00 + $1,250.50");
    expect(formatAmounts({ JPY: 5000, USD: 150 }, { trimZeroCents: true })).toBe("¥5,000 + $150");
    expect(formatAmounts({})).toBe("");
  });

  it("tells unknown fees from no fees, and shows a posted 0 as an amount", () => {
    expect(postedText(null)).toBe("unknown");
    expect(postedText({})).toBe("none");
    expect(postedText({ USD: 0 })).toBe("$0.00");
  });

  it("shortens a card's amount with the currency's own symbol", () => {
    expect(compactMoney(45_210, "USD")).toBe("$45.2K");
    expect(compactMoney(150, "USD")).toBe("$150");
    expect(compactMoney(1_900, "CAD")).toBe("CA$1.9K");
    expect(compactMoney(1_200_000, "JPY")).toBe("¥1.2M");
    expect(compactMoney(40, "UNKNOWN")).toBe("40 (no currency)");
  });
});
