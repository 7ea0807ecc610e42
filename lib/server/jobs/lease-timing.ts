// Pure: the timing of job leases (lease.ts), and how long a dead worker's job can wait before another worker
// runs it: the lease lapses (at most `lease` after the last renewal), pg-boss's maintenance notices (it runs
// every third of the lease), the job waits its first retry delay (pg-boss's backoff: between one and two
// RETRY_DELAY_SECONDS), and a worker polls for it (every 2 s).
export const RETRY_DELAY_SECONDS = 10;
export const POLL_SECONDS = 2;

export function renewEverySeconds(leaseSeconds: number): number {
  return Math.max(1, Math.floor(leaseSeconds / 3));
}

export function takeoverBoundSeconds(leaseSeconds: number): number {
  return leaseSeconds + renewEverySeconds(leaseSeconds) + 2 * RETRY_DELAY_SECONDS + POLL_SECONDS;
}
