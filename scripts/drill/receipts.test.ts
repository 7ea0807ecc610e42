import { describe, expect, it } from "vitest";

import { mostOpenAtOnce, overlappingReceipts, type Receipt } from "./receipts";

const r = (id: string, at: number, closedAt: number | null, path = "/hook"): Receipt => ({ path, id, at, closedAt });

describe("overlappingReceipts", () => {
  it("counts a delivery received again while its earlier request is open, not a retry after it ended", () => {
    expect(overlappingReceipts([r("a", 0, 10_000), r("a", 12_000, 22_000), r("b", 0, 10_000)])).toBe(0);
    expect(overlappingReceipts([r("a", 0, 10_000), r("a", 5_000, 15_000)])).toBe(1);
    expect(overlappingReceipts([r("a", 0, null), r("a", 30_000, null)])).toBe(1);
  });

  it("sees an overlap with any earlier request, not only the one just before", () => {
    expect(overlappingReceipts([r("a", 0, 50_000), r("a", 10_000, 11_000), r("a", 20_000, 21_000)])).toBe(2);
  });
});

describe("mostOpenAtOnce", () => {
  it("counts requests open at the same moment on one path", () => {
    const log = [r("a", 0, 10_000), r("b", 1_000, 11_000), r("c", 10_000, 20_000), r("d", 2_000, null, "/chat")];
    expect(mostOpenAtOnce(log, "/hook")).toBe(2);
    expect(mostOpenAtOnce(log, "/chat")).toBe(1);
    expect(mostOpenAtOnce(log, "/none")).toBe(0);
  });
});
