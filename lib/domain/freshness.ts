import type { ContainerFacts } from "./container-facts";
import { containerPhase } from "./container-phase";
import { parseInstant } from "./local-date";

// How far to trust the terminal data. Product rule: terminal_checked_at older than 24 h → "stale" warning;
// older than 7 days, or line tracking stopped while the box is not out → urgency unknown (bucket `stale`),
// never a false "fine". "Older than" is strict: exactly 24 h old is still fresh, 24 h + 1 ms is stale.
//
// Decisions where the rule is silent:
// - terminal_checked_at is judged only while the box sits at a terminal (or ramp / off-dock yard), where
//   availability, holds and fees come from that check. Before discharge (on ship, on rail) the terminal
//   has nothing to report and is rarely checked; an old check there would push every arriving box into
//   `stale`. Once out or returned, terminal data no longer matters to the board.
// - terminal_checked_at null while at a terminal: never checked is the oldest data there is, so it is both
//   stale and urgency unknown.
// - Line tracking stopped counts in every phase before pickup, arriving included: with the line silent we
//   would never learn that the box was discharged.
// - A check time in the future (clock skew) counts as fresh.

export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
export const URGENCY_UNKNOWN_AFTER_MS = 7 * STALE_AFTER_MS;

export type FreshnessReason =
  "terminal_check_over_24h" | "terminal_check_over_7d" | "terminal_never_checked" | "line_tracking_stopped";

export interface Freshness {
  /** Warning on the row. */
  stale: boolean;
  /** Urgency cannot be judged: the board puts the box in `stale` rather than show a false "fine". */
  urgencyUnknown: boolean;
  reasons: FreshnessReason[];
  /** Age of terminal_checked_at at `now`, in ms; null when never checked. */
  terminalCheckAgeMs: number | null;
}

type FreshnessFacts = Parameters<typeof containerPhase>[0] &
  Pick<ContainerFacts, "terminal_checked_at" | "lineTrackingStoppedAt" | "lineTrackingStoppedReason">;

export function assessFreshness(facts: FreshnessFacts, now: Date): Freshness {
  const checkedAt = parseInstant(facts.terminal_checked_at);
  const terminalCheckAgeMs = checkedAt ? Math.max(0, now.getTime() - checkedAt.getTime()) : null;
  const phase = containerPhase(facts);
  if (phase === "out" || phase === "empty_returned") {
    return { stale: false, urgencyUnknown: false, reasons: [], terminalCheckAgeMs };
  }

  const reasons: FreshnessReason[] = [];
  if (phase !== "at_terminal") {
    // Terminal freshness is not judged here (see above).
  } else if (terminalCheckAgeMs === null) {
    reasons.push("terminal_never_checked");
  } else if (terminalCheckAgeMs > URGENCY_UNKNOWN_AFTER_MS) {
    reasons.push("terminal_check_over_7d");
  } else if (terminalCheckAgeMs > STALE_AFTER_MS) {
    reasons.push("terminal_check_over_24h");
  }
  if (facts.lineTrackingStoppedAt !== null || facts.lineTrackingStoppedReason !== null) {
    reasons.push("line_tracking_stopped");
  }

  return {
    stale: reasons.some((r) => r !== "line_tracking_stopped"),
    urgencyUnknown: reasons.some((r) => r !== "terminal_check_over_24h"),
    reasons,
    terminalCheckAgeMs,
  };
}
