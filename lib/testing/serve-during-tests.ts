import { afterAll, beforeAll } from "vitest";

import type { RunningSimulator } from "@/simulator/testing";

import { serveSimulator } from "./serve-simulator";

/** Serves `sim` (serveSimulator) before the enclosing file's or suite's tests, and closes and stops it after them. */
export function serveDuringTests(sim: RunningSimulator): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    close = (await serveSimulator(sim)).close;
  });
  afterAll(async () => {
    await close?.();
    await sim.stop();
  });
}
