import type { ContainerFacts } from "./container-facts";
import type { ContainerEvaluation } from "./evaluate-container";
import { STALE_AFTER_MS, URGENCY_UNKNOWN_AFTER_MS } from "./freshness";
import { nextLocalDateChange, parseInstant } from "./local-date";

// When time alone can next change a box's evaluation, so the periodic re-evaluation reads only the boxes whose
// moment has come instead of every box every minute. evaluateContainer reads the clock in exactly three places,
// and each changes its answer only at the instants listed here:
// - LFD days left: the local date in the governing LFD's zone (summarizeLfd), at that zone's next midnight;
// - return-by days left: the local date in the zone the box left from (returnByOf), at that zone's midnight;
// - freshness (assessFreshness, judged only at a terminal): the terminal check's age passing 24 h and 7 days.
// A returned box has none of these: nothing but new data from the service changes it again (null).
// next-time-change.test.ts checks the claim by evaluating at instants up to the one returned.

export function nextTimeChange(facts: ContainerFacts, evaluation: ContainerEvaluation, now: Date): Date | null {
  const candidates: number[] = [];
  if (evaluation.lfd.daysLeft !== null) {
    candidates.push(nextLocalDateChange(now, evaluation.lfd.timezone).getTime());
  }
  if (evaluation.returnBy && evaluation.returnBy.daysLeft !== null) {
    candidates.push(nextLocalDateChange(now, evaluation.returnBy.timezone).getTime());
  }
  const checkedAt = parseInstant(facts.terminal_checked_at);
  if (evaluation.phase === "at_terminal" && checkedAt) {
    // "Older than" is strict, so the flag turns one millisecond after the threshold.
    for (const threshold of [STALE_AFTER_MS, URGENCY_UNKNOWN_AFTER_MS]) {
      const at = checkedAt.getTime() + threshold + 1;
      if (at > now.getTime()) candidates.push(at);
    }
  }
  return candidates.length === 0 ? null : new Date(Math.min(...candidates));
}
