// Starts the pieces of a running Quayside (simulated service and app) for a prepared database. Used by the
// end-to-end run and the benchmarks; `npm start` does the same with the long-lived demo database.
import { existsSync } from "node:fs";

import { childEnv } from "../../lib/env.mjs";

import { buildIfNeeded } from "./build-if-needed";
import { startProcess, waitForHttp, type Managed } from "./processes";

export type StackOptions = { databaseUrl: string; authSecret: string; appPort: number; simulatorPort: number; quiet?: boolean; log: (line: string) => void };
export type Stack = { appUrl: string; simulatorUrl: string; env: NodeJS.ProcessEnv; processes: Managed[] };

export async function startStack(options: StackOptions): Promise<Stack> {
  const appUrl = `http://127.0.0.1:${options.appPort}`;
  const simulatorUrl = `http://127.0.0.1:${options.simulatorPort}/v2`;
  const env = childEnv({
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    PORT: String(options.appPort),
    SIMULATOR_URL: simulatorUrl,
    LOG_LEVEL: "warn",
  });
  const processes: Managed[] = [];
  if (existsSync("simulator/main.ts")) {
    const simulator = startProcess("simulator", process.execPath, ["--import", "tsx", "simulator/main.ts"], { ...env, SIM_PORT: String(options.simulatorPort), SIM_HOST: "127.0.0.1" }, { quiet: options.quiet });
    processes.push(simulator);
    await waitForHttp(`http://127.0.0.1:${options.simulatorPort}/_sim/clock`, simulator);
  }
  await buildIfNeeded(env, options.log);
  const app = startProcess("app", process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(options.appPort)], env, { quiet: options.quiet });
  processes.push(app);
  processes.push(startProcess("worker", process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], env, { quiet: options.quiet }));
  await waitForHttp(`${appUrl}/api/health`, app);
  return { appUrl, simulatorUrl, env, processes };
}
