// Exponential backoff with jitter: attempt 0 waits up to base, attempt n up to base·2ⁿ, capped. One rule for the
// server's retries (upstream calls, webhook deliveries) and the browser's live connection
// (components/live/live-connection.ts). `random` is a parameter so the unit tests are deterministic.
export function backoffDelayMs(
  attempt: number,
  options: { baseMs?: number; maxMs?: number; random?: () => number } = {},
): number {
  const base = options.baseMs ?? 500;
  const max = options.maxMs ?? 30_000;
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt));
  const random = options.random ?? Math.random;
  // At least half the ceiling, so two retries never fire back to back.
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
