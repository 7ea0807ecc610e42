import { describe, expect, it } from "vitest";

import { summarizePastLfd } from "./past-lfd";

describe("past-LFD summary", () => {
  it("sums posted demurrage per currency only, and reports the latest box's days past", () => {
    const summary = summarizePastLfd([
      { daysLeft: -3, feesByType: { demurrage: { USD: 450.1 }, exam: { USD: 300 } } },
      { daysLeft: -12, feesByType: { demurrage: { USD: 0.2, CAD: 120 } } },
      { daysLeft: -1, feesByType: {} },
    ]);
    expect(summary).toEqual({
      count: 3,
      maxDaysPast: 12,
      demurrage: { CAD: 120, USD: 450.3 },
      estimatedDaily: {},
      incurred: {},
    });
  });

  it("counts a posted zero as posted, and knows nothing of days when no LFD is known", () => {
    expect(summarizePastLfd([{ daysLeft: null, feesByType: { demurrage: { USD: 0 } } }])).toEqual({
      count: 1,
      maxDaysPast: null,
      demurrage: { USD: 0 },
      estimatedDaily: {},
      incurred: {},
    });
    expect(summarizePastLfd([])).toEqual({
      count: 0,
      maxDaysPast: null,
      demurrage: {},
      estimatedDaily: {},
      incurred: {},
    });
  });

  it("adds the estimated daily accrual per currency apart from the posted demurrage", () => {
    const summary = summarizePastLfd([
      { daysLeft: -2, feesByType: { demurrage: { USD: 300 } }, estimatedDaily: { USD: 150 } },
      { daysLeft: -6, feesByType: {}, estimatedDaily: { USD: 250, CAD: 90 } },
      { daysLeft: -1, feesByType: {}, estimatedDaily: null },
    ]);
    expect(summary.demurrage).toEqual({ USD: 300 });
    expect(summary.estimatedDaily).toEqual({ USD: 400, CAD: 90 });
  });

  it("adds what the boxes incurred per currency, apart from what was posted", () => {
    const summary = summarizePastLfd([
      { daysLeft: -2, feesByType: { demurrage: { USD: 300 } }, incurred: { USD: 220 } },
      { daysLeft: -6, feesByType: {}, incurred: { USD: 600.5, JPY: 40_000 } },
      { daysLeft: -1, feesByType: {}, incurred: null },
    ]);
    expect(summary.incurred).toEqual({ JPY: 40_000, USD: 820.5 });
    expect(summary.demurrage).toEqual({ USD: 300 });
  });
});
