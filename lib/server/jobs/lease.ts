import "server-only";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

import { renewEverySeconds as renewEvery } from "./lease-timing";

// A claimed job is a lease, not a lock held until done: pg-boss fails an `active` job whose
// started_on + expire_in has passed (its maintenance runs every third of the lease) and retries it, so a job
// held by a worker that was killed is taken over by another one. A worker that is alive renews the lease
// while the job runs, so a long backfill is never taken over behind its back. The lease is short
// (JOB_LEASE_SECONDS): a killed worker's job is picked up again within takeoverBoundSeconds (lease-timing.ts).
export const PGBOSS_SCHEMA = "pgboss";

export function leaseSeconds(): number {
  return env.JOB_LEASE_SECONDS;
}

/** How often pg-boss's maintenance (which expires lapsed leases) runs, and how often a lease is renewed. */
export function renewEverySeconds(): number {
  return renewEvery(leaseSeconds());
}

/** Extends the job's lease to `leaseSeconds()` from now, if the job is still active. */
export async function renewLease(queue: string, jobId: string): Promise<boolean> {
  // expire_in counts from started_on, which stays the true start: the lease ends `lease` seconds from now.
  const updated = await db.$executeRawUnsafe(
    `UPDATE ${PGBOSS_SCHEMA}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
     WHERE name = $1 AND id = $2::uuid AND state = 'active'`,
    queue,
    jobId,
    leaseSeconds(),
  );
  return updated > 0;
}

/** Renews the lease at once and then every third of it until the returned function is called. */
export function holdLease(queue: string, jobId: string): () => void {
  const renew = (): void => {
    renewLease(queue, jobId).catch((error: unknown) =>
      logger.warn("could not renew a job lease", {
        queue,
        jobId,
        error: errorText(error),
      }),
    );
  };
  renew();
  const timer = setInterval(renew, renewEverySeconds() * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
