// Pure: how long the start script waits before restarting a crashed child. 1 s, 2 s, 4 s … capped at 30 s;
// a child that had run for STABLE_AFTER_MS before it died starts the count again, so a rare crash is
// restarted after a second while a crash loop settles to one attempt every 30 s.
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
export const STABLE_AFTER_MS = 60_000;

/** The delay before a restart when `streak` restarts came just before it (0: the first). */
export function restartDelayMs(streak: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.min(streak, 30)));
}

/** After a child that ran `ranMs` exited: the delay before its restart and the streak to carry on. */
export function afterExit(streak: number, ranMs: number): { delayMs: number; streak: number } {
  const current = ranMs >= STABLE_AFTER_MS ? 0 : streak;
  return { delayMs: restartDelayMs(current), streak: current + 1 };
}
