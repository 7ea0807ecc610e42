import { describe, expect, it } from "vitest";

import { afterExit, restartDelayMs, STABLE_AFTER_MS } from "./restart-backoff";

describe("restart backoff of a crashed child", () => {
  it("doubles from one second and stops at thirty", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("backs off over crashes in a row and starts again after a child that had run for a while", () => {
    let streak = 0;
    const delays: number[] = [];
    // Three quick crashes, one after a stable run, then another quick one.
    for (const ranMs of [500, 800, 300, STABLE_AFTER_MS + 1, 200]) {
      const next = afterExit(streak, ranMs);
      delays.push(next.delayMs);
      streak = next.streak;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 1_000, 2_000]);
  });
});
