import { describe, expect, it } from "vitest";

import type { Bucket } from "./bucket";
import { compareByUrgency, sortByUrgency, type UrgencySortable } from "./urgency-sort";

const row = (number: string, bucket: Bucket, daysLeft: number | null, usd = 0): UrgencySortable => ({
  number,
  bucket,
  lfd: { daysLeft },
  fees: { byCurrency: usd ? { USD: usd } : {} },
});

describe("urgency sort", () => {
  it("orders buckets most urgent first", () => {
    const rows = [
      row("A", "done", null),
      row("B", "needs_return", null),
      row("C", "arriving", null),
      row("D", "on_rail", null),
      row("E", "not_available", null),
      row("F", "ready", 3),
      row("G", "blocked", 4),
      row("H", "stale", null),
      row("I", "lfd_tomorrow", 1),
      row("J", "lfd_today", 0),
      row("K", "past_lfd", -1),
    ];
    expect(sortByUrgency(rows).map((r) => r.number)).toEqual(["K", "J", "I", "H", "G", "F", "E", "D", "C", "B", "A"]);
  });

  it("puts the most days past first, then the most money, then the number", () => {
    const rows = [
      row("MSCU1", "past_lfd", -1, 500),
      row("MSCU2", "past_lfd", -4, 100),
      row("MSCU3", "past_lfd", -1, 900),
      row("MSCU0", "past_lfd", -1, 500),
    ];
    expect(sortByUrgency(rows).map((r) => r.number)).toEqual(["MSCU2", "MSCU3", "MSCU0", "MSCU1"]);
  });

  it("puts boxes without an LFD after those with one in the same bucket", () => {
    expect(compareByUrgency(row("A", "ready", null), row("B", "ready", 5))).toBeGreaterThan(0);
  });

  it("does not mutate its input", () => {
    const rows = [row("B", "ready", 2), row("A", "past_lfd", -1)];
    sortByUrgency(rows);
    expect(rows.map((r) => r.number)).toEqual(["B", "A"]);
  });
});
