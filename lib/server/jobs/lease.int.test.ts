import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { spawnWorker, stopWorkers, until, type WorkerProcess } from "@/lib/testing/worker-process";
import { startSimulator } from "@/simulator/testing";

// A worker killed with SIGKILL in the middle of a backfill: its job's lease lapses and another worker takes the
// job over, resuming from the page the first one saved, within the two minutes promised (here with a 3 s lease,
// so the run does not wait out the 45 s default; lease-timing.test.ts holds the default to the same bound).
// Before the kill, the live worker keeps its lease well past its length: nobody takes a running job.
const LEASE_SECONDS = 3;
const TAKEOVER_LIMIT_MS = 120_000;
const sim = startSimulator({ containers: 700, start: SIM_START, speed: 0 });
const workers: WorkerProcess[] = [];
let served: ServedSimulator | undefined;
let workspaceId = "";

function worker(): WorkerProcess {
  const started = spawnWorker({ SIMULATOR_URL: served?.url ?? "", JOB_LEASE_SECONDS: String(LEASE_SECONDS) });
  workers.push(started);
  return started;
}

type JobRow = { id: string; state: string; retry_count: number; started_on: Date | null; held_ms: number };

async function backfillJobs(): Promise<JobRow[]> {
  const { db } = await import("@/lib/server/db");
  // On a fresh database pg-boss creates its schema when the first worker starts.
  const [schema] = await db.$queryRaw<{ ready: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`;
  if (!schema?.ready) return [];
  return db.$queryRaw<JobRow[]>`
    SELECT id::text, state::text, retry_count, started_on, (extract(epoch FROM now() - started_on) * 1000)::float8 AS held_ms
    FROM pgboss.job WHERE name = 'sync.backfill' AND singleton_key = ${workspaceId} ORDER BY created_on`;
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  served = await serveSimulator(sim);
  // Workspaces of earlier tests are left alone by the workers: already backfilled and connected, and with no
  // registration of their own for the scheduled check to renew on this simulator.
  await db.$executeRaw`
    INSERT INTO workspace_syncs (workspace_id, backfilled_at, webhook_upstream_id, updated_at)
    SELECT id, now(), 'other-test', now() FROM workspaces
    ON CONFLICT (workspace_id) DO UPDATE SET backfilled_at = coalesce(workspace_syncs.backfilled_at, now()), webhook_upstream_id = coalesce(workspace_syncs.webhook_upstream_id, 'other-test'), webhook_url = NULL`;
  workspaceId = (await createTestWorkspace(["admin"])).workspace.id;
  // Every test file shares the simulator key's request budget; this one starts with all of it.
  const { env } = await import("@/lib/env.mjs");
  const { accountOf } = await import("@/lib/server/budget/budget");
  await db.$executeRaw`DELETE FROM upstream_grants WHERE account = ${accountOf(env.SIMULATOR_KEY)}`;
  // Not backfilled yet (so a worker starts its backfill), and live updates counted as connected so the
  // workers do not register a webhook for it.
  await db.workspaceSync.create({ data: { workspaceId, webhookUpstreamId: "lease-test" } });
  // Slow pages, so the backfill is still running when it is killed.
  await sim.request("/_sim/faults", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ latency_ms: 1_200 }),
  });
}, 60_000);

afterAll(async () => {
  await stopWorkers(workers);
  await served?.close();
  await sim.stop();
}, 30_000);

describe("a job held by a killed worker", () => {
  it("is kept by its live worker past the lease, then taken over within two minutes of the kill and resumed", async () => {
    const { db } = await import("@/lib/server/db");
    const first = worker();

    // Alive: the job stays with the first worker for more than twice its lease (it renews it).
    const held = await until(
      "the first worker to hold the backfill past twice its lease, mid-way through the containers",
      async () => {
        const [job] = await backfillJobs();
        const sync = await db.workspaceSync.findUnique({ where: { workspaceId } });
        const cursor = sync?.syncCursor as { phase?: string; next?: string | null } | null;
        return job?.state === "active" &&
          job.held_ms > 2 * LEASE_SECONDS * 1000 + 1_000 &&
          cursor?.phase === "containers" &&
          cursor.next
          ? job
          : null;
      },
      60_000,
      () => first.stderr.slice(-2_000),
    );
    expect(held.retry_count).toBe(0);
    const cursorAtKill = (await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).syncCursor;

    first.proc.kill("SIGKILL");
    await new Promise((resolve) => first.proc.once("exit", resolve));
    const killedAt = Date.now();
    expect((await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).backfilledAt).toBeNull();

    const second = worker();
    const sync = await until(
      "another worker to finish the backfill",
      async () => {
        const row = await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } });
        return row.backfilledAt ? row : null;
      },
      TAKEOVER_LIMIT_MS - (Date.now() - killedAt),
      () => second.stderr.slice(-2_000),
    );
    expect(sync.syncCursor).toBeNull();
    expect(cursorAtKill).not.toBeNull();

    // The second worker resumed from the saved page: fewer requests than a whole backfill, and every box is in.
    const synced = await until(
      "the second worker's sync log line",
      // Its own workspace's line: the worker may sync another test's workspace too.
      async () =>
        second.lines.find((line) => line.message === "container lists synced" && line.workspaceId === workspaceId),
      10_000,
    );
    expect(synced.resumed).toBe(true);
    const demo = (await sim.control.state()).accounts["demo"];
    const listed = demo?.containers ?? 0;
    const wholeBackfill = Math.ceil((demo?.shipments ?? 0) / 100) + Math.ceil(listed / 100);
    expect(synced.requests).toBeLessThan(wholeBackfill);
    expect(await db.container.count({ where: { workspaceId } })).toBe(listed);
  }, 200_000);
});
