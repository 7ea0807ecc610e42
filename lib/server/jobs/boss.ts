import "server-only";

import PgBoss from "pg-boss";

import { env } from "@/lib/env.mjs";

import { leaseSeconds, PGBOSS_SCHEMA, renewEverySeconds } from "./lease";
import { RETRY_DELAY_SECONDS } from "./lease-timing";

// pg-boss on the same PostgreSQL, in its own schema (`pgboss`, outside Prisma). Queues are `stately`: per
// singleton key (the workspace) at most one job waits and one runs, so several workers never duplicate a
// sync. Schedules live in the database and fire once per cluster. A job's claim is a short lease renewed while
// it runs (lease.ts), so a killed worker's job is taken over within minutes, not after a long expiry.
export const QUEUES = {
  minute: "cron.minute",
  backfill: "sync.backfill",
  sweep: "sync.sweep",
  priorityRefresh: "sync.priority-refresh",
  trackingRequests: "sync.tracking-requests",
  documents: "sync.documents",
  recompute: "cache.recompute",
  alertsClock: "alerts.clock",
  days: "days.records",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export async function startBoss(): Promise<PgBoss> {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set.");
  const boss = new PgBoss({
    connectionString: env.DATABASE_URL,
    schema: PGBOSS_SCHEMA,
    max: 4,
    maintenanceIntervalSeconds: renewEverySeconds(),
  });
  boss.on("error", (error) =>
    console.error(JSON.stringify({ level: "error", message: "pg-boss", error: String(error) })),
  );
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    const existing = await boss.getQueue(name);
    if (!existing) await createQueueRetrying(boss, name);
    // Queues created before leases were short (15 minutes) take the current lease for their next jobs.
    else if (existing.expireInSeconds !== leaseSeconds()) await boss.updateQueue(name, { ...queueOptions(name), name });
  }
  await boss.schedule(QUEUES.minute, "* * * * *");
  return boss;
}

// Two workers starting together can deadlock inside pg-boss's create_queue (each locks the queue table and
// creates a partition); PostgreSQL aborts one of them, which simply tries again.
async function createQueueRetrying(boss: PgBoss, name: QueueName): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { ...queueOptions(name), name });
      return;
    } catch (error) {
      const deadlock = typeof error === "object" && error !== null && "code" in error && error.code === "40P01";
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

function queueOptions(name: QueueName): Omit<PgBoss.Queue, "name"> {
  return {
    policy: name === QUEUES.minute ? "singleton" : "stately",
    retryLimit: 3,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: leaseSeconds(),
  };
}

export async function sendFor(boss: PgBoss, queue: QueueName, workspaceId: string): Promise<void> {
  await boss.send(queue, { workspaceId }, { singletonKey: workspaceId, expireInSeconds: leaseSeconds() });
}
