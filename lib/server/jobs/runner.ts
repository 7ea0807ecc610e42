import "server-only";

import type PgBoss from "pg-boss";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";
import { observeJob } from "@/lib/server/observability/counters";

import { holdLease } from "./lease";
import { POLL_SECONDS } from "./lease-timing";

// Runs one queue's jobs one at a time, holding each job's lease while it runs (lease.ts). pg-boss's own
// work() is not used: it fails any handler still running after the job's expire_in as read at fetch time,
// which with short, renewed leases would fail (and rerun) every backfill longer than one lease. Each run is a
// `job.run` span and is counted and timed for /api/metrics (observability/counters.ts).

/** stop(): no new job is fetched; one still running after `graceMs` is handed back (failed, so retried at once by any worker, from its saved cursor) instead of sitting out its lease. */
export type Runner = { stop: (graceMs: number) => Promise<void> };

export function runQueue<T extends object>(
  boss: PgBoss,
  queue: string,
  handler: (job: PgBoss.Job<T>) => Promise<object | undefined>,
): Runner {
  let stopped = false;
  let wake: (() => void) | null = null;
  let running: string | null = null;
  const loop = (async () => {
    while (!stopped) {
      const job = await fetchOne<T>(boss, queue);
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_SECONDS * 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        continue;
      }
      const release = holdLease(queue, job.id);
      running = job.id;
      try {
        const result = await observeJob(queue, workspaceOf(job.data), () => handler(job));
        await boss.complete(queue, job.id, result ?? {});
      } catch (error) {
        await boss
          .fail(queue, job.id, { message: errorText(error) })
          .catch((failure: unknown) => logger.warn("could not record a failed job", { queue, error: String(failure) }));
      } finally {
        release();
        running = null;
      }
    }
  })();
  return {
    stop: async (graceMs) => {
      stopped = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      const unfinished = running;
      if (unfinished)
        await boss.fail(queue, unfinished, { message: "the worker stopped; handed back" }).catch(() => undefined);
    },
  };
}

async function fetchOne<T extends object>(boss: PgBoss, queue: string): Promise<PgBoss.Job<T> | null> {
  try {
    const [job] = await boss.fetch<T>(queue, { batchSize: 1 });
    return job ?? null;
  } catch (error) {
    // A stately queue refuses to start a workspace's next job while its previous one is still active.
    const busy = typeof error === "object" && error !== null && "code" in error && error.code === "23505";
    if (!busy) logger.warn("could not fetch a job", { queue, error: errorText(error) });
    return null;
  }
}

/** The workspace a job is for (per-workspace queues send `{ workspaceId }`; a schedule's job has no data). */
function workspaceOf(data: unknown): string | null {
  const id = typeof data === "object" && data !== null && "workspaceId" in data ? data.workspaceId : null;
  return typeof id === "string" ? id : null;
}
