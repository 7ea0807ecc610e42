import { describe, expect, it } from "vitest";

import type { DemurrageTariffEntry } from "../tariff-match";

import type { LfdDisagreement } from "./box-free-time";
import { disagreementStake } from "./disagreement-stake";

// A terminal tariff of $150 a day for days 1–2 and $300 after, whose second version (from Mar 12) charges $200 for
// days 1–2; the disagreements are of a terminal LFD reported before the rule's.
const version = (id: string, from: string, to: string | null, first: number): DemurrageTariffEntry => ({
  tariffId: "t1",
  versionId: id,
  version: id === "v1" ? 1 : 2,
  name: "Pier 400 storage",
  effectiveFrom: from,
  effectiveTo: to,
  currency: "USD",
  freeDays: 4,
  tiers: [
    { fromDay: 1, toDay: 2, amountPerDay: first },
    { fromDay: 3, toDay: null, amountPerDay: 300 },
  ],
  scope: "terminal",
  scopeKey: "W185",
  equipmentLength: null,
});
const tariffs = {
  currency: "USD",
  demurrage: [version("v1", "2026-01-01", "2026-03-11", 150), version("v2", "2026-03-12", null, 200)],
  perDiem: [],
};
const earlier = (reported: string, calculated: string, days: number): LfdDisagreement => ({
  source: "terminal",
  reported,
  calculated,
  days,
  direction: "reported_earlier",
});

describe("what an LFD disagreement puts at stake", () => {
  it("charges each day between the reported and the calculated LFD at its own day number and version", () => {
    // Reported Mon Mar 9, calculated Thu Mar 12: Mar 10 (day 1, $150), Mar 11 (day 2, $150), Mar 12 (day 3, $300).
    const stake = disagreementStake(earlier("2026-03-09", "2026-03-12", 3), tariffs);
    expect(stake?.byCurrency).toEqual({ USD: 600 });
    expect(stake?.days.map((d) => [d.date, d.day, d.amount, d.tariff.versionId])).toEqual([
      ["2026-03-10", 1, 150, "v1"],
      ["2026-03-11", 2, 150, "v1"],
      ["2026-03-12", 3, 300, "v2"],
    ]);
    // Days from Mar 12 on are charged at the second version's rates.
    expect(disagreementStake(earlier("2026-03-11", "2026-03-13", 2), tariffs)?.byCurrency).toEqual({ USD: 400 });
  });

  it("puts nothing at stake when the reported LFD is the later one, or no tariff covers the days", () => {
    expect(
      disagreementStake({ ...earlier("2026-03-12", "2026-03-09", 3), direction: "reported_later" }, tariffs),
    ).toBeNull();
    expect(disagreementStake(earlier("2026-03-09", "2026-03-12", 3), { ...tariffs, demurrage: [] })).toBeNull();
  });
});
