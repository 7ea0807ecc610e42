// `npm start`: everything a fresh machine needs, in order — database (embedded unless DATABASE_URL is set),
// migrations, demo data, the simulated tracking service, the production build when sources changed, and the
// app. Ctrl-C stops it all. `--dev` runs `next dev` instead of the production server. A worker or simulator
// that crashes is restarted with a backoff while the app keeps serving (scripts/lib/supervise.ts); only the
// app exiting stops the stack.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

import pg from "pg";

import { childEnv, env } from "../lib/env.mjs";
import { DEMO_PASSWORD, DEMO_USERS } from "../prisma/seed/demo-users";

import { buildIfNeeded } from "./lib/build-if-needed";
import { recordChildren, stopLeftovers } from "./lib/leftovers";
import { DATA_DIR, resolveAuthSecret, resolveDatabase } from "./lib/local-runtime";
import { applyMigrations } from "./lib/migrations";
import { exitText, run, startProcess, stopAll, waitForHttp, type Managed } from "./lib/processes";
import { productionFindings } from "./lib/production-checks";
import { supervise, type Supervised } from "./lib/supervise";

const dev = process.argv.includes("--dev");
const log = (line: string) => console.log(line);
const started = Date.now();

/** Whether `next build` can run here: its tools are devDependencies, gone after `npm prune --omit=dev`. */
function buildToolsInstalled(): boolean {
  const require = createRequire(import.meta.url);
  try {
    require.resolve("typescript/package.json");
    require.resolve("tailwindcss/package.json");
    return true;
  } catch {
    return false;
  }
}
const canBuild = buildToolsInstalled();

// Production settings are checked before anything starts: each problem is named with what to do about it.
const findings = productionFindings(env, { hasBuild: existsSync(join(".next", "BUILD_ID")), canBuild });
for (const finding of findings)
  log(`${finding.level === "error" ? "ERROR" : "warning"}: ${finding.setting} ${finding.message}`);
if (findings.some((finding) => finding.level === "error")) {
  log("Not starting: fix the errors above (every variable is described in .env.example).");
  process.exit(1);
}

/** A production install with no admin cannot be signed in to: say how to make the first one. */
async function adviseFirstAdmin(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ admins: number }>(
      "SELECT count(*)::int AS admins FROM users WHERE role = 'admin' AND disabled_at IS NULL",
    );
    if ((rows[0]?.admins ?? 0) === 0)
      log(
        'No admin yet: create the first one with `npm run create-admin -- --email you@company.com --workspace "Your Company"`.',
      );
  } finally {
    await client.end();
  }
}

await stopLeftovers(DATA_DIR, log);
const db = await resolveDatabase("quayside", log);
let shuttingDown = false;
let stopping: Promise<never> | undefined;
// Ctrl-C in a terminal signals npm, tsx and this process at once: every signal after the first waits for the
// same orderly stop instead of exiting before the database is down.
function shutdown(code: number): Promise<never> {
  shuttingDown = true;
  stopping ??= (async () => {
    log("stopping…");
    // The app and the worker each take up to SHUTDOWN_GRACE_SECONDS to finish what they hold.
    await stopAll((env.SHUTDOWN_GRACE_SECONDS + 10) * 1000);
    await db.stop();
    process.exit(code);
  })();
  return stopping;
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  const applied = await applyMigrations(db.url);
  log(applied.length > 0 ? `db: applied ${applied.length} migration(s)` : "db: schema up to date");

  const appEnv = childEnv({
    DATABASE_URL: db.url,
    AUTH_SECRET: await resolveAuthSecret(),
    NEXTAUTH_URL: env.APP_URL,
    PORT: String(env.PORT),
  });
  const scriptEnv = { ...appEnv, NODE_OPTIONS: "--conditions=react-server" };

  if (env.QUAYSIDE_DEMO) {
    if (env.DATABASE_URL) {
      // Demo mode is the default so a fresh clone needs nothing set; on a database of one's own it is most
      // likely a production install that forgot QUAYSIDE_DEMO=false, and the demo password is public.
      log(
        "WARNING: QUAYSIDE_DEMO is on with your own DATABASE_URL: the demo users (public password) are being seeded.",
      );
      log("         For production set QUAYSIDE_DEMO=false and create the first admin with `npm run create-admin`.");
    }
    if ((await run(process.execPath, ["--import", "tsx", "prisma/seed.ts"], scriptEnv)) !== 0)
      throw new Error("seeding failed");
  }

  const children: Managed[] = [];
  const supervised: Supervised[] = [];
  // Recorded again after every restart, so a later start can stop what a killed one left running.
  const record = (): void => {
    const all = [...children, ...supervised.map((s) => s.current())].filter(
      (child): child is Managed => child !== null,
    );
    void recordChildren(
      DATA_DIR,
      all.map((child) => ({ name: child.name, pid: child.child.pid })),
    ).catch(() => undefined);
  };
  const keepRunning = (name: string, start: () => Managed): Supervised => {
    const handle = supervise(name, start, { log, stopped: () => shuttingDown, onStart: record });
    supervised.push(handle);
    return handle;
  };
  if (env.SIMULATOR_EMBEDDED && existsSync("simulator/main.ts")) {
    const simulatorUrl = new URL(env.SIMULATOR_URL);
    const simulator = keepRunning("simulator", () =>
      startProcess("simulator", process.execPath, ["--import", "tsx", "simulator/main.ts"], {
        ...appEnv,
        SIM_PORT: simulatorUrl.port || "4010",
        SIM_HOST: simulatorUrl.hostname,
      }),
    );
    await waitForHttp(`${simulatorUrl.origin}/_sim/clock`, simulator.current(), 60_000);
    log(`simulator: simulated tracking service on ${env.SIMULATOR_URL}`);
  }

  if (env.QUAYSIDE_DEMO && env.SMTP_SINK_EMBEDDED && !env.SMTP_URL) {
    // Alert email runs over real SMTP to a local sink that stores it for the Outbox page (scripts/smtp-sink.ts).
    keepRunning("smtp-sink", () =>
      startProcess(
        "smtp-sink",
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/smtp-sink.ts"],
        appEnv,
      ),
    );
    log(`smtp: demo mail sink on 127.0.0.1:${env.SMTP_SINK_PORT} (admins read it on the Outbox page)`);
  }

  if (!env.QUAYSIDE_DEMO) await adviseFirstAdmin(db.url);

  // Without the build tools (a pruned production install) the existing build is used as it is.
  if (!dev && canBuild) await buildIfNeeded(appEnv, log);
  else if (!dev) log("build: using the existing production build (build tools not installed)");
  const next = startProcess(
    "app",
    process.execPath,
    ["--import", "tsx", "scripts/app-server.ts", ...(dev ? ["--dev"] : [])],
    { ...appEnv, NODE_ENV: dev ? "development" : "production" },
  );
  children.push(next);
  if (env.WORKER_EMBEDDED) {
    // The background worker (sync, refresh, webhook inbox) runs beside the app, never in a web request. Killed,
    // it is restarted; the jobs it held are taken over once their short lease lapses (lib/server/jobs/lease.ts).
    keepRunning("worker", () =>
      startProcess(
        "worker",
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
        appEnv,
      ),
    );
  }
  record();
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`, next, dev ? 120_000 : 60_000);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log("");
  log(`Quayside is running at ${env.APP_URL}  (ready in ${seconds}s; Ctrl-C stops everything)`);
  if (env.QUAYSIDE_DEMO) {
    log(`Demo sign-in, password "${DEMO_PASSWORD}":`);
    for (const user of DEMO_USERS) log(`  ${user.email.padEnd(22)} ${user.role}`);
  }
  log("");

  // The worker and the simulator are restarted when they die; the app exiting ends the stack.
  const status = await next.exited;
  if (!shuttingDown) log(`app exited (${exitText(next)}); stopping everything`);
  for (const handle of supervised) handle.stop();
  await shutdown(status === 0 ? 1 : status);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
