import "server-only";

import { Gauge, type Registry } from "prom-client";

import { db } from "@/lib/server/db";
import { WORKER_STALE_SECONDS } from "@/lib/server/health/instance-readiness";

// The background work at the moment of a scrape: pg-boss's queues and the workers' heartbeats. Each count reads
// the partial index pg-boss keeps for waiting or running jobs, never the finished ones it holds for 12 hours.

type Jobs = { name: string; ready: number; delayed: number; active: number; lag: number };

export async function addQueueGauges(registry: Registry): Promise<void> {
  const registers = [registry];
  const depth = new Gauge({
    name: "quayside_job_queue_depth",
    help: "Jobs per queue: ready (waiting for a worker), delayed (a retry's backoff), active.",
    labelNames: ["queue", "state"],
    registers,
  });
  const lag = new Gauge({
    name: "quayside_job_queue_lag_seconds",
    help: "How long the oldest ready job of each queue has waited for a worker.",
    labelNames: ["queue"],
    registers,
  });
  // A database no worker has started on has no pg-boss schema yet.
  const [schema] = await db.$queryRaw<{ ready: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`;
  for (const row of schema?.ready ? await jobs() : []) {
    depth.set({ queue: row.name, state: "ready" }, row.ready);
    depth.set({ queue: row.name, state: "delayed" }, row.delayed);
    depth.set({ queue: row.name, state: "active" }, row.active);
    lag.set({ queue: row.name }, row.lag);
  }
  // worker_heartbeats: one row per running worker; one quiet for WORKER_STALE_SECONDS (three missed beats) is gone,
  // as readiness counts it.
  const [beats] = await db.$queryRaw<{ alive: number; age: number | null }[]>`
    SELECT count(*) FILTER (WHERE beat_at > now() - ${`${WORKER_STALE_SECONDS} seconds`}::interval)::int AS alive,
      extract(epoch FROM now() - max(beat_at))::float8 AS age
    FROM worker_heartbeats WHERE NOT stopping`;
  new Gauge({
    name: "quayside_workers_alive",
    help: "Worker processes that are not stopping and have missed fewer than three heartbeats.",
    registers,
  }).set(beats?.alive ?? 0);
  if (beats?.age !== null && beats?.age !== undefined)
    new Gauge({
      name: "quayside_worker_heartbeat_age_seconds",
      help: "Age of the newest heartbeat of a running worker (none: no worker is running).",
      registers,
    }).set(beats.age);
}

/** Per queue pg-boss knows (its own internal queue aside). */
async function jobs(): Promise<Jobs[]> {
  return db.$queryRaw<Jobs[]>`
    SELECT q.name,
      (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state < 'active' AND j.start_after <= now())::int AS ready,
      (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state < 'active' AND j.start_after > now())::int AS delayed,
      ((SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state = 'active' AND j.policy = 'stately')
        + (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state = 'active' AND j.policy = 'singleton'))::int AS active,
      coalesce((SELECT extract(epoch FROM now() - min(j.start_after)) FROM pgboss.job j
        WHERE j.name = q.name AND j.state < 'active' AND j.start_after <= now()), 0)::float8 AS lag
    FROM pgboss.queue q WHERE q.name NOT LIKE '\\_\\_pgboss%' ORDER BY q.name`;
}
