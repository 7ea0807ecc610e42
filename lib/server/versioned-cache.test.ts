import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createVersionedCache } from "./versioned-cache";

// Time is the fake clock's: the TTL and refresh windows are the behaviour under test, not a race.
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-05T15:00:00Z") }));
afterEach(() => vi.useRealTimers());

function counter() {
  let calls = 0;
  return { load: async () => `answer ${++calls}`, calls: () => calls };
}

describe("createVersionedCache", () => {
  it("serves one computation while the version stands and the TTL runs, and computes again after either", async () => {
    const cache = createVersionedCache({ ttlMs: 5_000, maxEntries: 10 });
    const source = counter();
    expect(await cache.get("k", "v1", source.load)).toBe("answer 1");
    expect(await cache.get("k", "v1", source.load)).toBe("answer 1");
    expect(await cache.get("k", "v2", source.load)).toBe("answer 2");
    vi.advanceTimersByTime(5_000);
    expect(await cache.get("k", "v2", source.load)).toBe("answer 3");
  });

  it("with refreshMs, keeps serving an unchanged answer past its TTL while one refresh runs, then the fresh one", async () => {
    const cache = createVersionedCache({ ttlMs: 5_000, maxEntries: 10, refreshMs: 5_000 });
    const source = counter();
    await cache.get("k", "v1", source.load);
    vi.advanceTimersByTime(6_000);
    // Past the TTL: the old answer at once, and a single refresh for both readers.
    expect(await Promise.all([cache.get("k", "v1", source.load), cache.get("k", "v1", source.load)])).toEqual([
      "answer 1",
      "answer 1",
    ]);
    expect(source.calls()).toBe(2);
    expect(await cache.get("k", "v1", source.load)).toBe("answer 2");
  });

  it("with refreshMs, never serves an old answer for a new version, nor one past TTL + refreshMs", async () => {
    const cache = createVersionedCache({ ttlMs: 5_000, maxEntries: 10, refreshMs: 5_000 });
    const source = counter();
    await cache.get("k", "v1", source.load);
    vi.advanceTimersByTime(6_000);
    expect(await cache.get("k", "v2", source.load)).toBe("answer 2");
    vi.advanceTimersByTime(10_000);
    expect(await cache.get("k", "v2", source.load)).toBe("answer 3");
  });

  it("forgets a failed computation, so the next reader tries again", async () => {
    const cache = createVersionedCache({ ttlMs: 5_000, maxEntries: 10 });
    await expect(cache.get("k", "v1", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", "v1", async () => "back")).toBe("back");
  });
});
