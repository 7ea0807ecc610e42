import { afterEach, describe, expect, it, vi } from "vitest";

import { clearDatabaseOutage, databaseStillDown, noteDatabaseOutage } from "./database-outage";

afterEach(() => {
  vi.useRealTimers();
  clearDatabaseOutage();
});

describe("the process's note of a database outage", () => {
  it("costs nothing while nothing is noted", async () => {
    expect(await databaseStillDown()).toBe(false);
  });

  it("probes once for concurrent pages, reuses the answer for a second, and clears once the probe answers", async () => {
    let up = false;
    const probe = vi.fn(async () => {
      if (!up) throw new Error("ECONNREFUSED");
    });
    noteDatabaseOutage(probe);
    const t = Date.now() + 5_000;
    expect(await Promise.all([databaseStillDown(t), databaseStillDown(t), databaseStillDown(t)])).toEqual([
      true,
      true,
      true,
    ]);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(await databaseStillDown()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    up = true;
    expect(await databaseStillDown(Date.now() + 5_000)).toBe(false);
    expect(await databaseStillDown(Date.now() + 10_000)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("counts a probe that never answers as down after two seconds", async () => {
    vi.useFakeTimers();
    noteDatabaseOutage(() => new Promise(() => undefined));
    const answer = databaseStillDown(Date.now() + 5_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await answer).toBe(true);
  });
});
