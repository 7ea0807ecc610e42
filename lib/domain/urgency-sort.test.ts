import { describe, expect, it } from "vitest";

import type { Bucket } from "./bucket";
import { bucketRank, compareByUrgency, URGENCY_SORT_KEYS, type UrgencySortValues } from "./urgency-sort";

const row = (
  number: string,
  bucket: Bucket,
  urgencyDate: string | null,
  money: number | null = null,
  fees = 0,
  currencies: { money?: string; fees?: string } = {},
): UrgencySortValues => {
  const workspace = "USD";
  const moneyCurrency = money === null ? null : (currencies.money ?? workspace);
  const feesCurrency = fees === 0 ? "" : (currencies.fees ?? workspace);
  return {
    number,
    bucketRank: bucketRank(bucket),
    urgencyDate,
    moneyAtRiskRank: moneyCurrency === null ? null : moneyCurrency === workspace ? 0 : 1,
    moneyAtRiskCurrency: moneyCurrency,
    moneyAtRisk: money,
    feesPostedRank: feesCurrency === "" ? 2 : feesCurrency === workspace ? 0 : 1,
    feesPostedCurrency: feesCurrency,
    feesPosted: fees,
  };
};
const sorted = (rows: UrgencySortValues[]) => [...rows].sort(compareByUrgency).map((r) => r.number);

describe("urgency sort", () => {
  it("orders what can still be saved first, then the past-LFD group, then what waits on others", () => {
    const rows = [
      row("A", "done", null),
      row("B", "needs_return", null),
      row("C", "arriving", null),
      row("D", "on_rail", null),
      row("E", "not_available", null),
      row("F", "ready", "2026-06-22"),
      row("G", "blocked", "2026-06-23"),
      row("H", "stale", null),
      row("I", "lfd_tomorrow", "2026-06-20"),
      row("J", "lfd_today", "2026-06-19"),
      row("K", "past_lfd", "2026-06-18"),
    ];
    // Due today, due tomorrow, ready; past LFD; blocked, not released; out; unknown; on rail, arriving; returned.
    expect(sorted(rows)).toEqual(["J", "I", "F", "K", "G", "E", "B", "H", "D", "C", "A"]);
  });

  it("puts the earliest date first, then the most money at risk, then the most posted, then the number", () => {
    const rows = [
      row("MSCU1", "ready", "2026-06-18", 150, 500),
      row("MSCU2", "ready", "2026-06-15", 150, 100),
      row("MSCU3", "ready", "2026-06-18", 400, 0),
      row("MSCU4", "ready", "2026-06-18", 150, 900),
      row("MSCU0", "ready", "2026-06-18", 150, 500),
      row("MSCU5", "ready", "2026-06-18", null, 5000),
    ];
    expect(sorted(rows)).toEqual(["MSCU2", "MSCU3", "MSCU4", "MSCU0", "MSCU1", "MSCU5"]);
  });

  it("compares money within one currency only: the workspace's first, then each other currency by its code", () => {
    const rows = [
      row("YEN", "past_lfd", null, 10_000, 0, { money: "JPY" }),
      row("EUR", "past_lfd", null, 90, 0, { money: "EUR" }),
      row("USD-LOW", "past_lfd", null, 150),
      row("USD-HIGH", "past_lfd", null, 300),
      row("NONE", "past_lfd", null),
    ];
    expect(sorted(rows)).toEqual(["USD-HIGH", "USD-LOW", "EUR", "YEN", "NONE"]);
    // Fees as a tie-break, the same way: ¥90,000 posted does not beat $40.
    const fees = [
      row("YEN", "ready", "2026-06-18", null, 90_000, { fees: "JPY" }),
      row("USD", "ready", "2026-06-18", null, 40),
    ];
    expect(sorted(fees)).toEqual(["USD", "YEN"]);
  });

  it("puts boxes without a date after those with one in the same urgency", () => {
    expect(compareByUrgency(row("A", "ready", null), row("B", "ready", "2026-06-25"))).toBeGreaterThan(0);
  });

  it("names stored columns the SQL sorts by, in the order the comparator reads them", () => {
    expect(URGENCY_SORT_KEYS.map((key) => key.field)).toEqual([
      "bucketRank",
      "urgencyDate",
      "moneyAtRiskRank",
      "moneyAtRiskCurrency",
      "moneyAtRisk",
      "feesPostedRank",
      "feesPostedCurrency",
      "feesPosted",
      "number",
    ]);
  });
});
