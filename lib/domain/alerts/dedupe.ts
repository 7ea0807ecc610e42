// Dedupe keys name a fact, so deriving it again (another worker, a retry, a redelivered webhook) inserts
// nothing: the database holds one row per key (INSERT … ON CONFLICT DO NOTHING). Kinds that can flap carry the
// cool-down window they fell in, so a hold that goes on, off and on within the window is told once.

/** The index of the cool-down window an instant falls in. */
export function cooldownWindow(at: Date, cooldownMinutes: number): number {
  return Math.floor(at.getTime() / (Math.max(1, cooldownMinutes) * 60_000));
}

export function boxKey(kind: string, containerId: string, ...parts: (string | number)[]): string {
  return [kind, containerId, ...parts].join(":");
}
