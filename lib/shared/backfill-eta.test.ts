import { describe, expect, it } from "vitest";

import { backfillProgressOf } from "./backfill-eta";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));

describe("backfill progress", () => {
  it("projects the time left from the pace of the pages read so far", () => {
    // 30 pages in 60 s is 2 s a page; 90 pages left.
    expect(
      backfillProgressOf({ boxes: 2_000, boxesTotal: 10_000, pages: 30, pagesTotal: 120 }, at(0), at(60), 60),
    ).toEqual({ done: 2_000, total: 10_000, etaSeconds: 180 });
  });

  it("never promises pages faster than the background budget allows", () => {
    // 40 pages in the first 5 s (the budget's window spent at once); at 60 pages a minute, 1 s a page.
    expect(
      backfillProgressOf({ boxes: 0, boxesTotal: 18_885, pages: 40, pagesTotal: 4_040 }, at(0), at(5), 60),
    ).toEqual({ done: 0, total: 18_885, etaSeconds: 4_000 });
  });

  it("knows no time left before the first page or without the service's totals", () => {
    expect(backfillProgressOf({ boxes: 0, boxesTotal: 500, pages: 0, pagesTotal: 9 }, at(0), at(5), 60)).toEqual({
      done: 0,
      total: 500,
      etaSeconds: null,
    });
    expect(backfillProgressOf({ boxes: 300, boxesTotal: null, pages: 4, pagesTotal: null }, at(0), at(8), 60)).toEqual({
      done: 300,
      total: null,
      etaSeconds: null,
    });
  });

  it("never counts below zero when more pages came than the totals promised", () => {
    expect(
      backfillProgressOf({ boxes: 1_050, boxesTotal: 1_000, pages: 14, pagesTotal: 12 }, at(0), at(28), 60),
    ).toEqual({
      done: 1_050,
      total: 1_000,
      etaSeconds: 0,
    });
  });
});
