// Pure: when a failed delivery is tried again. Exponential backoff from 30 s, capped at an hour, with a little
// jitter so many failures do not retry in lockstep; after MAX_ATTEMPTS it is given up (listed as dead, with a
// retry button for admins).

export const MAX_ATTEMPTS = 6;

export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** A send is retried on a network error, a 408, a 429 or a 5xx; any other 4xx will not change by retrying. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
