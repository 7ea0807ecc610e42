// Test and benchmark fixture: serves an in-process simulator on a free port (port 0, never a fixed one, so
// tests run beside a running `npm start` or another test run) and points the code under test at it: the
// in-process `env.SIMULATOR_URL`, which getUpstreamTarget and the server clock read on every call, becomes
// the real URL. Child processes get `url` in their environment.
import type { RunningSimulator } from "@/simulator/testing";

export type ServedSimulator = {
  /** `http://127.0.0.1:<port>/v2` */ url: string;
  port: number;
  close: () => Promise<void>;
};

export async function serveSimulator(sim: RunningSimulator): Promise<ServedSimulator> {
  const { env } = await import("@/lib/env.mjs");
  const { resetClock } = await import("@/lib/server/clock");
  const server = await sim.listen();
  const previous = env.SIMULATOR_URL;
  const url = `${server.origin}/v2`;
  env.SIMULATOR_URL = url;
  // A clock reading from another simulator (an earlier test of the file) must not be extrapolated.
  resetClock();
  return {
    url,
    port: server.port,
    close: async () => {
      if (env.SIMULATOR_URL === url) env.SIMULATOR_URL = previous;
      resetClock();
      await server.close();
    },
  };
}
