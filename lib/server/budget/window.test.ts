import { describe, expect, it } from "vitest";

import { backgroundLimit, decide, WINDOW_MS } from "./window";

const now = 1_000_000;
const base = {
  limit: 100,
  share: 0.6,
  background: false,
  grantsAll: [] as number[],
  grantsBackground: [] as number[],
  pausedUntil: null,
  now,
};

describe("budget window", () => {
  it("grants while the rolling window has room", () => {
    expect(decide({ ...base, grantsAll: Array.from({ length: 99 }, (_, i) => now - i) })).toEqual({ granted: true });
  });

  it("refuses the 101st call and says when the oldest token returns", () => {
    const grantsAll = Array.from({ length: 100 }, (_, i) => now - 30_000 + i);
    const decision = decide({ ...base, grantsAll });
    expect(decision).toEqual({ granted: false, waitMs: -30_000 + WINDOW_MS + 1 });
  });

  it("forgets grants older than the window", () => {
    const grantsAll = Array.from({ length: 100 }, () => now - WINDOW_MS - 1);
    expect(decide({ ...base, grantsAll }).granted).toBe(true);
  });

  it("caps background work at its share but lets a dispatcher through", () => {
    const sixty = Array.from({ length: 60 }, (_, i) => now - i);
    expect(backgroundLimit(100, 0.6)).toBe(60);
    expect(decide({ ...base, background: true, grantsAll: sixty, grantsBackground: sixty }).granted).toBe(false);
    expect(decide({ ...base, background: false, grantsAll: sixty, grantsBackground: sixty }).granted).toBe(true);
  });

  it("waits out a pause from a 429", () => {
    expect(decide({ ...base, pausedUntil: now + 5_000 })).toEqual({ granted: false, waitMs: 5_000 });
    expect(decide({ ...base, pausedUntil: now - 1 }).granted).toBe(true);
  });
});
