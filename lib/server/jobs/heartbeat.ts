import "server-only";

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

/** How often a worker renews its row; readiness calls a worker stale after a few missed beats. */
export const HEARTBEAT_EVERY_MS = 10_000;
/** A worker killed without an orderly stop leaves its row behind; rows this old are swept by the next start. */
const SWEEP_AFTER_HOURS = 24;

export type Heartbeat = { id: string; stopping: () => Promise<void>; stop: () => Promise<void> };

/**
 * Records that this worker process is alive (worker_heartbeats), every HEARTBEAT_EVERY_MS. `stopping()` marks it
 * as shutting down (readiness stops counting it); `stop()` removes the row once its jobs are finished or handed
 * back. A failed beat is logged and tried again: it must never stop the worker.
 */
export async function startHeartbeat(): Promise<Heartbeat> {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const startedAt = new Date();
  await db.$executeRaw`DELETE FROM worker_heartbeats WHERE beat_at < now() - make_interval(hours => ${SWEEP_AFTER_HOURS})`;
  await db.workerHeartbeat.create({ data: { id, host: hostname(), pid: process.pid, startedAt, beatAt: startedAt } });
  const timer = setInterval(() => {
    db.$executeRaw`UPDATE worker_heartbeats SET beat_at = now() WHERE id = ${id}`.catch((error: unknown) =>
      logger.warn("worker heartbeat failed", { error: errorText(error) }),
    );
  }, HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    id,
    stopping: async () => {
      await db.$executeRaw`UPDATE worker_heartbeats SET stopping = true, beat_at = now() WHERE id = ${id}`.catch(
        () => undefined,
      );
    },
    stop: async () => {
      clearInterval(timer);
      await db.$executeRaw`DELETE FROM worker_heartbeats WHERE id = ${id}`.catch(() => undefined);
    },
  };
}
