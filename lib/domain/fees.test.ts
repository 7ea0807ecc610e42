import { describe, expect, it } from "vitest";

import { feesIn, summarizeFees } from "./fees";

const fee = (type: string, amount: number, currency_code: string | null = "USD") => ({ type, amount, currency_code });

describe("fees", () => {
  it("sums per currency excluding total, and reports the terminal total beside it", () => {
    const summary = summarizeFees([fee("demurrage", 100), fee("exam", 50), fee("total", 150)]);
    expect(summary).toEqual({
      known: true,
      byCurrency: { USD: 150 },
      terminalTotal: { USD: 150 },
      byType: { demurrage: { USD: 100 }, exam: { USD: 50 } },
      totalMismatch: [],
    });
  });

  it("never adds the total into the sum, and flags a total that disagrees", () => {
    const summary = summarizeFees([fee("demurrage", 100), fee("total", 175)]);
    expect(summary.byCurrency).toEqual({ USD: 100 });
    expect(summary.terminalTotal).toEqual({ USD: 175 });
    expect(summary.totalMismatch).toEqual(["USD"]);
  });

  it("treats 0 as a posted amount", () => {
    const summary = summarizeFees([fee("demurrage", 0, "CAD")]);
    expect(summary.byCurrency).toEqual({ CAD: 0 });
    expect(feesIn(summary, "CAD")).toBe(0);
  });

  it("keeps currencies apart", () => {
    const summary = summarizeFees([
      fee("demurrage", 150),
      fee("demurrage", 0, "CAD"),
      fee("extended_dwell_time", 75.5, "CAD"),
      fee("total", 150),
    ]);
    expect(summary.byCurrency).toEqual({ CAD: 75.5, USD: 150 });
    expect(summary.terminalTotal).toEqual({ USD: 150 });
    expect(summary.byType["demurrage"]).toEqual({ CAD: 0, USD: 150 });
  });

  it("is floating-point safe", () => {
    expect(summarizeFees([fee("other", 0.1), fee("other", 0.2)]).byCurrency).toEqual({ USD: 0.3 });
    const many = Array.from({ length: 10 }, () => fee("demurrage", 19.99));
    expect(summarizeFees(many).byCurrency).toEqual({ USD: 199.9 });
    expect(summarizeFees([fee("other", 1.001, "KWD"), fee("other", 2.002, "KWD")]).byCurrency).toEqual({ KWD: 3.003 });
  });

  it("distinguishes no fees ([]) from unknown (null)", () => {
    const none = summarizeFees([]);
    expect(none).toMatchObject({ known: true, byCurrency: {}, terminalTotal: null });
    expect(feesIn(none, "USD")).toBe(0);
    const unknown = summarizeFees(null);
    expect(unknown).toMatchObject({ known: false, byCurrency: {}, terminalTotal: null });
    expect(feesIn(unknown, "USD")).toBeNull();
  });

  it("keeps fees without a currency apart instead of guessing", () => {
    expect(summarizeFees([fee("exam", 10, null)]).byCurrency).toEqual({ UNKNOWN: 10 });
  });
});
