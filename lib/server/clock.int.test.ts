import { describe, expect, it } from "vitest";

import { serveDuringTests } from "@/lib/testing/serve-during-tests";
import { startSimulator } from "@/simulator/testing";

// The clock reads SIMULATOR_URL; this test serves its own simulator on a free port and points it there.
describe("server clock in simulated mode", () => {
  const sim = startSimulator({ containers: 20, start: "2026-03-08T06:30:00Z", speed: 0 });
  serveDuringTests(sim);

  it("takes now from the simulator, and follows it when the simulator's clock moves", async () => {
    const { now, resetClock } = await import("./clock");
    resetClock();
    expect((await now("simulated")).toISOString()).toBe("2026-03-08T06:30:00.000Z");
    await sim.control.setClock({ advance: "PT26H", tick: false });
    resetClock();
    expect((await now("simulated")).toISOString()).toBe("2026-03-09T08:30:00.000Z");
  });

  it("uses real time in live mode", async () => {
    const { now } = await import("./clock");
    expect(Math.abs((await now("live")).getTime() - Date.now())).toBeLessThan(1_000);
  });
});
