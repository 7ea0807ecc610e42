// Integration-test fixture: a simulated world frozen at one instant, served on a free port (serve-simulator.ts),
// and a fresh workspace backfilled from it through the real sync code. Registers its own beforeAll and
// afterAll; read `workspaceId` inside tests (it is set once the backfill is done).
import { afterAll, beforeAll } from "vitest";

import type { Role } from "@/lib/generated/prisma/client";
import { startSimulator } from "@/simulator/testing";

import { createTestWorkspace } from "./db-fixtures";
import { serveSimulator } from "./serve-simulator";
import { SIM_START } from "./sim-start";

export function backfilledWorkspace(options: { containers: number; roles?: Role[] }) {
  const sim = startSimulator({ containers: options.containers, start: SIM_START, speed: 0 });
  const state = { workspaceId: "", close: undefined as (() => Promise<void>) | undefined };
  beforeAll(async () => {
    const served = await serveSimulator(sim);
    state.close = served.close;
    state.workspaceId = (await createTestWorkspace(options.roles ?? ["dispatcher"])).workspace.id;
    const { syncLists } = await import("@/lib/server/sync/lists");
    await syncLists(state.workspaceId, { ref: "backfill", backfill: true });
  }, 60_000);
  afterAll(async () => {
    await state.close?.();
    await sim.stop();
  });
  return {
    sim,
    get workspaceId(): string {
      return state.workspaceId;
    },
    /** The simulator's control API (`/_sim/...`): GET without a body, POST with one; a refusal throws. */
    async control<T>(path: string, body?: unknown): Promise<T> {
      const response = await sim.request(
        path,
        body === undefined
          ? {}
          : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      );
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}
