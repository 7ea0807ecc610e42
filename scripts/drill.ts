// `npm run drill`: a fault drill on a throwaway stack. It starts its own embedded PostgreSQL (temp directory,
// free port) and the real `npm start` on free ports with its own data directory, so a running `npm start`, an
// `npm test` and the developer's data are never touched. It adds two workspaces with `create-admin`, then
// breaks things one at a time (a worker killed with SIGKILL, oversized bodies, cross-origin writes, hostile
// redirects, internal base URLs and webhook targets, one workspace attacking another, a trickling alert
// receiver with two workers, an account key saved and removed, an HTML upload, a disabled user's stream, an
// unsubscribe link used twice, sign-in guessing, a tracking service outage, 1,000 shuffled duplicate webhooks,
// PostgreSQL restarted) and prints one table row per fault: what was done, what was expected, what was
// observed, and a figure. Exit code 0 when every fault held, 1 when anything was lost or let in, 2 when the
// stack could not be started. Everything it started and every temp directory is removed at the end, on
// failure, on Ctrl-C and at the overall deadline.
import { DEMO_PASSWORD, DEMO_WORKSPACE } from "../prisma/seed/demo-users";

import { until, type DrillContext } from "./drill/context";
import { queryOne } from "./drill/db-query";
import { baseUrlTargets } from "./drill/faults/base-url-targets";
import { oversizedJson, oversizedWebhooks } from "./drill/faults/bodies";
import { crossOrigin } from "./drill/faults/cross-origin";
import { duplicateWebhooks } from "./drill/faults/duplicate-webhooks";
import { keyRotation } from "./drill/faults/key-rotation";
import { lowerItems } from "./drill/faults/lower-items";
import { postgresRestart } from "./drill/faults/postgres-restart";
import { redirects } from "./drill/faults/redirects";
import { throttle } from "./drill/faults/sign-in-throttle";
import { trickleReceiver } from "./drill/faults/trickle-receiver";
import { upstreamOutage } from "./drill/faults/upstream-outage";
import { workerKill } from "./drill/faults/worker-kill";
import { workspaceIsolation } from "./drill/faults/workspace-isolation";
import { sessionCookie, sleep } from "./drill/http";
import { renderTable, seconds, type Row } from "./drill/report";
import { runFault } from "./drill/run-faults";
import { startDrillStack } from "./drill/stack";
import { createTenants } from "./drill/tenants";

/** Starting the stack, including a production build when sources changed and waiting for another build. */
const SETUP_MS = 15 * 60_000;
/** Every fault, from the first to the last. */
const FAULTS_MS = 11 * 60_000;
const BACKFILL_MS = 120_000;

const log = (line: string): void => console.log(line);
const began = Date.now();
let stopStack: (() => Promise<void>) | null = null;
let finishing: Promise<never> | null = null;

function finish(code: number): Promise<never> {
  finishing ??= (async () => {
    log("drill: stopping the throwaway stack and removing its files…");
    await stopStack?.().catch((error: unknown) => log(`drill: cleanup failed: ${String(error)}`));
    process.exit(code);
  })();
  return finishing;
}
process.on("SIGINT", () => void finish(130));
process.on("SIGTERM", () => void finish(143));
// Belt and braces: whatever hangs, the drill ends and cleans up.
setTimeout(
  () => {
    log("drill: the overall deadline passed; stopping");
    void finish(1);
  },
  SETUP_MS + FAULTS_MS + 3 * 60_000,
).unref();

async function waitForBackfill(ctx: DrillContext): Promise<boolean> {
  const deadline = until(ctx, BACKFILL_MS);
  while (Date.now() < deadline) {
    const row = await queryOne<{ done: boolean }>(
      ctx.stack.databaseUrl,
      "SELECT backfilled_at IS NOT NULL AS done FROM workspace_syncs WHERE workspace_id = $1::uuid",
      [ctx.workspaceId],
    ).catch(() => null);
    if (row?.done) return true;
    await sleep(1_000);
  }
  return false;
}

let exitCode = 2;
try {
  log("drill: starting a throwaway stack (own PostgreSQL, ports and data directory)…");
  const stack = await startDrillStack(log, Date.now() + SETUP_MS, (stop) => {
    stopStack = stop;
  });
  stack.setVerbose(false);
  log(`drill: stack ready at ${stack.appUrl} in ${seconds(Date.now() - began)}`);
  const workspace = await queryOne<{ id: string }>(
    stack.databaseUrl,
    "SELECT id::text AS id FROM workspaces WHERE name = $1",
    [DEMO_WORKSPACE],
  );
  if (!workspace) throw new Error("the demo workspace was not seeded");
  // Made while the first faults run (the worker kill should find the first backfill, not wait for them).
  const tenants = createTenants(stack);
  tenants.then(
    () =>
      log(
        `drill: workspaces Drill A and Drill B created with create-admin and signed in (${seconds(Date.now() - began)})`,
      ),
    (error: unknown) =>
      log(
        `drill: could not create the workspaces Drill A and B: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
  const ctx: DrillContext = {
    stack,
    workspaceId: workspace.id,
    admin: await sessionCookie(stack.appUrl, "admin@demo.test", DEMO_PASSWORD),
    dispatcher: await sessionCookie(stack.appUrl, "dispatcher@demo.test", DEMO_PASSWORD),
    tenants,
    deadline: Date.now() + FAULTS_MS,
    log,
  };

  const rows: Row[] = [];
  // First, while the first backfill is likely still running: the worker is killed holding it.
  rows.push(...(await runFault(ctx, workerKill)));
  if (!(await waitForBackfill(ctx)))
    log("drill: the first backfill has not finished; faults that need cached data may fail");
  // Sign-in throttling spends this address's allowance, so it comes after every fault that signs in. PostgreSQL
  // last: it restarts what depends on it.
  for (const fault of [
    oversizedWebhooks,
    oversizedJson,
    crossOrigin,
    redirects,
    baseUrlTargets,
    workspaceIsolation,
    trickleReceiver,
    keyRotation,
    lowerItems,
    throttle,
    upstreamOutage,
    duplicateWebhooks,
    postgresRestart,
  ]) {
    rows.push(...(await runFault(ctx, fault)));
  }

  const failed = rows.filter((row) => !row.pass);
  log("");
  log(renderTable(rows));
  log("");
  log(
    `drill: ${rows.length - failed.length} of ${rows.length} held${failed.length > 0 ? `; FAILED: ${failed.map((row) => row.fault).join(", ")}` : ""} (${seconds(Date.now() - began)} in all)`,
  );
  if (failed.length > 0) {
    log("drill: the stack's last output:");
    for (const line of stack.tail().slice(-20)) log(`  ${line}`);
  }
  exitCode = failed.length > 0 ? 1 : 0;
} catch (error) {
  log(`drill: could not run: ${error instanceof Error ? error.message : String(error)}`);
}
await finish(exitCode);
