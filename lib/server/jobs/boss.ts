import "server-only";

import PgBoss from "pg-boss";

import { env } from "@/lib/env.mjs";

// pg-boss on the same PostgreSQL, in its own schema (`pgboss`, outside Prisma). Queues are `stately`: per
// singleton key (the workspace) at most one job waits and one runs, so several workers never duplicate a
// sync. Schedules live in the database and fire once per cluster.
export const QUEUES = {
  minute: "cron.minute",
  backfill: "sync.backfill",
  sweep: "sync.sweep",
  priorityRefresh: "sync.priority-refresh",
  trackingRequests: "sync.tracking-requests",
  documents: "sync.documents",
  recompute: "cache.recompute",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export async function startBoss(): Promise<PgBoss> {
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set.");
  const boss = new PgBoss({ connectionString: env.DATABASE_URL, schema: "pgboss", max: 4 });
  boss.on("error", (error) => console.error(JSON.stringify({ level: "error", message: "pg-boss", error: String(error) })));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    if (await boss.getQueue(name)) continue;
    await createQueueRetrying(boss, name);
  }
  await boss.schedule(QUEUES.minute, "* * * * *");
  return boss;
}

// Two workers starting together can deadlock inside pg-boss's create_queue (each locks the queue table and
// creates a partition); PostgreSQL aborts one of them, which simply tries again.
async function createQueueRetrying(boss: PgBoss, name: QueueName): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, policy: name === QUEUES.minute ? "singleton" : "stately", retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 });
      return;
    } catch (error) {
      const deadlock = typeof error === "object" && error !== null && "code" in error && error.code === "40P01";
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function sendFor(boss: PgBoss, queue: QueueName, workspaceId: string): Promise<void> {
  await boss.send(queue, { workspaceId }, { singletonKey: workspaceId });
}
