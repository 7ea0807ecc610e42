import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSimulator } from "@/simulator/server";

// The clock reads SIMULATOR_URL; this test runs its own simulator on that port for the duration.
describe("server clock in simulated mode", () => {
  const sim = createSimulator({ containers: 20, start: "2026-03-08T06:30:00Z", speed: 0 });
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { env } = await import("@/lib/env.mjs");
    const server = await sim.listen(Number(new URL(env.SIMULATOR_URL).port), "127.0.0.1");
    close = server.close;
  });
  afterAll(async () => {
    await close?.();
    await sim.close();
  });

  it("takes now from the simulator, and follows it when the simulator's clock moves", async () => {
    const { now, resetClock } = await import("./clock");
    resetClock();
    expect((await now("simulated")).toISOString()).toBe("2026-03-08T06:30:00.000Z");
    sim.clock.advance(26 * 3_600_000);
    resetClock();
    expect((await now("simulated")).toISOString()).toBe("2026-03-09T08:30:00.000Z");
  });

  it("uses real time in live mode", async () => {
    const { now } = await import("./clock");
    expect(Math.abs((await now("live")).getTime() - Date.now())).toBeLessThan(1_000);
  });
});
