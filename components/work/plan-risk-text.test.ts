import { describe, expect, it } from "vitest";

import { planRiskLines, planRiskTitle, planRiskTotal } from "./plan-risk-text";

const none = { late: null, closed: null, blocked: null };

describe("the words asked before a costly plan", () => {
  it("says the days past the LFD and the estimate, labelled as one", () => {
    expect(
      planRiskLines({
        ...none,
        late: { days: 2, lfdDate: "2026-11-27", estimate: { currency: "USD", amount: 500 } },
      }),
    ).toEqual(["2 days past its LFD (Nov 27) ≈ $500 in demurrage, estimate"]);
    expect(planRiskLines({ ...none, late: { days: 1, lfdDate: "2026-11-27", estimate: null } })).toEqual([
      "1 day past its LFD (Nov 27); no tariff to estimate the demurrage",
    ]);
  });

  it("names a closed day and the holds that block", () => {
    expect(
      planRiskLines({
        ...none,
        closed: { kind: "closure", reason: "Fog" },
        blocked: { holds: ["freight"] },
      }),
    ).toEqual(["the terminal is closed that day: Fog", "blocked by a freight hold: it cannot leave until released"]);
    expect(planRiskLines({ ...none, closed: { kind: "no_gate", reason: "gates closed on Sundays" } })).toEqual([
      "the terminal's gates closed on Sundays",
    ]);
    expect(planRiskLines({ ...none, blocked: { holds: ["customs", "freight"] } })).toEqual([
      "blocked by customs and freight holds: it cannot leave until released",
    ]);
  });

  it("titles one box or a batch, and totals per currency", () => {
    const check = {
      date: "2026-11-28",
      checked: 3,
      risky: [{ id: "a", number: "A", ...none }],
      estimate: { USD: 480, CAD: 90 },
    };
    expect(planRiskTitle(check)).toBe("Planning Sat Nov 28 may cost money for 1 of 3 boxes");
    expect(planRiskTitle({ ...check, checked: 1 })).toBe("Planning Sat Nov 28 may cost money");
    expect(planRiskTotal(check)).toBe("≈ CA$90 + $480 in demurrage altogether, estimate");
    expect(planRiskTotal({ ...check, estimate: {} })).toBeNull();
  });
});
