// Rolling 60-second windows per key and bucket. Uses real time (not the simulated clock), as the service does.

export type Bucket = "default" | "create_tracking_request" | "infer" | "refresh";

export const BUCKET_LIMITS: Record<Bucket, number> = {
  default: 100,
  create_tracking_request: 100,
  infer: 200,
  refresh: 10,
};

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Off only for benchmarks, which need more than 100 requests a minute. */
    private readonly enabled = true,
  ) {}

  /** Records a hit, or returns the seconds to wait when the bucket is full. */
  take(key: string, bucket: Bucket): { ok: true } | { ok: false; retryAfter: number } {
    if (!this.enabled) return { ok: true };
    const id = `${key}|${bucket}`;
    const now = this.now();
    const list = (this.hits.get(id) ?? []).filter((t) => t > now - WINDOW_MS);
    if (list.length >= BUCKET_LIMITS[bucket]) {
      const oldest = list[0] ?? now;
      this.hits.set(id, list);
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)) };
    }
    list.push(now);
    this.hits.set(id, list);
    return { ok: true };
  }

  reset(): void {
    this.hits.clear();
  }
}
