// Starts the pieces of a running Quayside (simulated service and app) for a prepared database. Used by the
// end-to-end run and the benchmarks; `npm start` does the same with the long-lived demo database. Callers
// pass free ports (free-port.ts), never fixed ones. Nothing is restarted here, but a child that dies is reported at once with its last
// output (even when quiet) and listed by `crashed()`, so a run never passes over a dead worker unnoticed.
import { existsSync } from "node:fs";

import { childEnv } from "../../lib/env.mjs";

import { buildIfNeeded } from "./build-if-needed";
import { freePort } from "./free-port";
import { exitText, isStopping, startProcess, waitForHttp, type Managed } from "./processes";

export type StackOptions = {
  databaseUrl: string;
  authSecret: string;
  appPort: number;
  simulatorPort: number;
  quiet?: boolean;
  /** The caller has type-checked these sources: the production build skips its own type check. */
  typechecked?: boolean;
  /** Worker processes (default 1); the end-to-end run uses two, so every flow proves exactly-once delivery. */
  workers?: number;
  log: (line: string) => void;
};
export type Stack = {
  appUrl: string;
  simulatorUrl: string;
  env: NodeJS.ProcessEnv;
  processes: Managed[];
  /** "worker (signal SIGKILL)" for each child that died on its own. */ crashed: () => string[];
};

export async function startStack(options: StackOptions): Promise<Stack> {
  const { appPort, simulatorPort } = options;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}/v2`;
  // Alert email goes over SMTP to the demo sink (scripts/smtp-sink.ts) on a free port of its own.
  const smtpPort = await freePort();
  const env = childEnv({
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    PORT: String(appPort),
    SIMULATOR_URL: simulatorUrl,
    SMTP_SINK_PORT: String(smtpPort),
    LOG_LEVEL: options.quiet === false ? "info" : "warn",
  });
  const processes: Managed[] = [];
  const crashes: string[] = [];
  const watch = (child: Managed): Managed => {
    void child.exited.then(() => {
      if (isStopping()) return;
      crashes.push(`${child.name} (${exitText(child)})`);
      options.log(`!! ${child.name} exited on its own (${exitText(child)}); its last output:`);
      for (const line of child.tail()) options.log(`   [${child.name}] ${line}`);
    });
    processes.push(child);
    return child;
  };
  if (existsSync("simulator/main.ts")) {
    const simulator = watch(
      startProcess(
        "simulator",
        process.execPath,
        ["--import", "tsx", "simulator/main.ts"],
        { ...env, SIM_PORT: String(simulatorPort), SIM_HOST: "127.0.0.1" },
        { quiet: options.quiet },
      ),
    );
    await waitForHttp(`http://127.0.0.1:${simulatorPort}/_sim/clock`, simulator);
  }
  if (existsSync("scripts/smtp-sink.ts"))
    watch(
      startProcess(
        "smtp-sink",
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/smtp-sink.ts"],
        env,
        { quiet: options.quiet },
      ),
    );
  await buildIfNeeded(options.typechecked ? { ...env, QUAYSIDE_BUILD_TYPECHECKED: "true" } : env, options.log);
  const app = startProcess(
    "app",
    process.execPath,
    ["--import", "tsx", "scripts/app-server.ts"],
    { ...env, NODE_ENV: "production" },
    { quiet: options.quiet },
  );
  watch(app);
  const workers = options.workers ?? 1;
  for (let index = 1; index <= workers; index += 1)
    watch(
      startProcess(
        workers === 1 ? "worker" : `worker ${index}`,
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
        env,
        { quiet: options.quiet },
      ),
    );
  await waitForHttp(`${appUrl}/api/health`, app);
  return { appUrl, simulatorUrl, env, processes, crashed: () => [...crashes] };
}
