import { describe, expect, it } from "vitest";

import { summarizePastLfd } from "./past-lfd";

describe("past-LFD summary", () => {
  it("sums posted demurrage per currency only, and reports the latest box's days past", () => {
    const summary = summarizePastLfd([
      { daysLeft: -3, feesByType: { demurrage: { USD: 450.1 }, exam: { USD: 300 } } },
      { daysLeft: -12, feesByType: { demurrage: { USD: 0.2, CAD: 120 } } },
      { daysLeft: -1, feesByType: {} },
    ]);
    expect(summary).toEqual({ count: 3, maxDaysPast: 12, demurrage: { CAD: 120, USD: 450.3 }, estimatedDaily: {} });
  });

  it("counts a posted zero as posted, and knows nothing of days when no LFD is known", () => {
    expect(summarizePastLfd([{ daysLeft: null, feesByType: { demurrage: { USD: 0 } } }])).toEqual({
      count: 1,
      maxDaysPast: null,
      demurrage: { USD: 0 },
      estimatedDaily: {},
    });
    expect(summarizePastLfd([])).toEqual({ count: 0, maxDaysPast: null, demurrage: {}, estimatedDaily: {} });
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
});
