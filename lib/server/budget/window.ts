// The shared request budget's arithmetic, pure. Each upstream call takes one token; a token comes back
// WINDOW_MS after it was taken. That is a token bucket whose refill mirrors the service's rolling 60-second
// window exactly, so no 60-second span ever holds more than `limit` calls from all our processes together.
// Background work (sync) may hold at most `share` of the default bucket's tokens at once, so a dispatcher's
// action always finds headroom.

export type BudgetBucket = "default" | "tracking_request" | "infer" | "refresh";

export const BUCKET_LIMITS: Record<BudgetBucket, number> = {
  default: 100,
  tracking_request: 100,
  infer: 200,
  refresh: 10,
};

/** One second more than the service's window, so a request that left late still falls out in time. */
export const WINDOW_MS = 61_000;

export type WindowState = {
  limit: number;
  /** Share of `limit` background work may use (0–1). */
  share: number;
  background: boolean;
  /** Grants in the window, oldest first (ms since epoch), all callers and background only. */
  grantsAll: number[];
  grantsBackground: number[];
  pausedUntil: number | null;
  now: number;
};

export type Decision = { granted: true } | { granted: false; waitMs: number };

export function backgroundLimit(limit: number, share: number): number {
  return Math.max(1, Math.floor(limit * share));
}

export function decide(state: WindowState): Decision {
  const { now } = state;
  if (state.pausedUntil !== null && state.pausedUntil > now) return { granted: false, waitMs: state.pausedUntil - now };
  const live = (grants: number[]) => grants.filter((at) => at > now - WINDOW_MS);
  const all = live(state.grantsAll);
  if (all.length >= state.limit) return { granted: false, waitMs: freeAt(all, state.limit) - now };
  if (state.background) {
    const own = live(state.grantsBackground);
    const cap = backgroundLimit(state.limit, state.share);
    if (own.length >= cap) return { granted: false, waitMs: freeAt(own, cap) - now };
  }
  return { granted: true };
}

/** When the window has room for one more: the grant that must leave is the (n − cap + 1)-th oldest. */
function freeAt(grants: number[], cap: number): number {
  const sorted = [...grants].sort((a, b) => a - b);
  const leaving = sorted[sorted.length - cap] ?? sorted[0] ?? 0;
  return leaving + WINDOW_MS + 1;
}
