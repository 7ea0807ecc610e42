// A seeded generator for tests that draw cases at random (mulberry32: small, fast, good enough to spread test
// cases; not for anything secret). The same seed draws the same numbers, so a failing case's seed reproduces it.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Instants to check a "nothing changes before `until`" claim at: the last millisecond before it, and `count` drawn
 * from [from, until) by `random`. With no `until` (never), a 30-day span is checked.
 */
export function instantsBefore(random: () => number, from: Date, until: Date | null, count = 24): Date[] {
  const end = until ? until.getTime() : from.getTime() + 30 * 86_400_000;
  const drawn = Array.from({ length: count }, () => from.getTime() + Math.floor(random() * (end - from.getTime())));
  return [end - 1, ...drawn].map((at) => new Date(at));
}
