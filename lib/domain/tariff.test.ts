import { describe, expect, it } from "vitest";

import { dailyCharge, effectiveLfd, exposureByDay, tariffSchema, type Tariff } from "./tariff";

const LA: Tariff = {
  currency: "USD",
  freeDays: 4,
  tiers: [
    { fromDay: 1, toDay: 4, amountPerDay: 150 },
    { fromDay: 5, toDay: 8, amountPerDay: 250 },
    { fromDay: 9, toDay: null, amountPerDay: 400 },
  ],
};

describe("tariff", () => {
  it("charges nothing through the LFD and by tier afterwards", () => {
    expect(dailyCharge(LA, 0)).toBe(0);
    expect(dailyCharge(LA, 1)).toBe(150);
    expect(dailyCharge(LA, 4)).toBe(150);
    expect(dailyCharge(LA, 5)).toBe(250);
    expect(dailyCharge(LA, 30)).toBe(400);
  });

  it("rejects overlapping or backwards tiers and bad currencies", () => {
    expect(tariffSchema.safeParse(LA).success).toBe(true);
    expect(
      tariffSchema.safeParse({
        ...LA,
        tiers: [
          { fromDay: 1, toDay: 5, amountPerDay: 1 },
          { fromDay: 5, toDay: null, amountPerDay: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(tariffSchema.safeParse({ ...LA, tiers: [{ fromDay: 3, toDay: 2, amountPerDay: 1 }] }).success).toBe(false);
    expect(tariffSchema.safeParse({ ...LA, currency: "usd" }).success).toBe(false);
  });

  it("estimates an LFD from discharge and free days only when the service has none", () => {
    expect(effectiveLfd({ lfdDate: "2026-11-20", dischargeDate: "2026-11-10", tariff: LA })).toBe("2026-11-20");
    expect(effectiveLfd({ lfdDate: null, dischargeDate: "2026-11-10", tariff: LA })).toBe("2026-11-14");
    expect(effectiveLfd({ lfdDate: null, dischargeDate: "2026-11-10", tariff: null })).toBeNull();
  });

  it("adds up exposure per day and currency, across month ends, without guessing", () => {
    const cad: Tariff = { currency: "CAD", freeDays: 3, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 100 }] };
    const days = exposureByDay(
      [
        { lfdDate: "2026-11-29", dischargeDate: null, tariff: LA },
        { lfdDate: "2026-11-30", dischargeDate: null, tariff: cad },
        { lfdDate: "2026-11-28", dischargeDate: null, tariff: null },
        { lfdDate: null, dischargeDate: null, tariff: LA },
      ],
      "2026-11-29",
      3,
    );
    expect(days).toEqual([
      { date: "2026-11-29", byCurrency: {}, containers: 0 },
      { date: "2026-11-30", byCurrency: { USD: 150 }, containers: 1 },
      { date: "2026-12-01", byCurrency: { USD: 150, CAD: 100 }, containers: 2 },
    ]);
  });
});
