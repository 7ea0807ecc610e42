import type { ContainerPhase } from "./container-phase";

// One board bucket per container; the first matching rule wins, in exactly the product's order.
//
// Decisions where the rule is silent:
// - The LFD buckets (past_lfd, lfd_today, lfd_tomorrow) apply to every box not yet out, wherever it is:
//   - on rail: yes. A rail LFD is counted in final_destination_timezone, so "today" at the ramp is right.
//   - arriving: yes. An LFD already known while the status still says on_ship is either real (the vessel
//     is in and the discharge is not recorded yet) or wrong; both need eyes today, and hiding it under
//     `arriving` would be the false "fine" the product forbids. An LFD days away leaves it in `arriving`.
// - `ready` is checked only after `blocked`, so it never fires on a box with a status "hold" hold; for a
//   box not at a terminal (on rail, arriving) a hold does not make it `blocked`, but the row flag shows it.
// - A box whose phase is unknown (no status, no milestones) is `arriving`, the last rule.

export const BUCKETS = [
  "done",
  "needs_return",
  "stale",
  "past_lfd",
  "lfd_today",
  "lfd_tomorrow",
  "blocked",
  "ready",
  "on_rail",
  "not_available",
  "arriving",
] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface BucketInfo {
  id: Bucket;
  label: string;
  description: string;
}

export const BUCKET_INFO: Record<Bucket, BucketInfo> = {
  done: { id: "done", label: "Done", description: "Empty returned. History and reports only." },
  needs_return: { id: "needs_return", label: "Needs return", description: "Picked up; empty not returned yet." },
  stale: { id: "stale", label: "Urgency unknown", description: "Data too old or tracking stopped: check by hand." },
  past_lfd: { id: "past_lfd", label: "Past LFD", description: "Last free day has passed: demurrage is accruing." },
  lfd_today: { id: "lfd_today", label: "LFD today", description: "Last free day is today (terminal time)." },
  lfd_tomorrow: { id: "lfd_tomorrow", label: "LFD tomorrow", description: "Last free day is tomorrow." },
  blocked: { id: "blocked", label: "Blocked", description: "At the terminal with an active hold." },
  ready: { id: "ready", label: "Ready to pull", description: "Available and no blocking hold." },
  on_rail: { id: "on_rail", label: "On rail", description: "Moving inland by rail." },
  not_available: { id: "not_available", label: "Not available", description: "At the terminal, not released yet." },
  arriving: { id: "arriving", label: "Arriving", description: "Not discharged yet." },
};

/**
 * Card order on the board, most urgent first; the same order urgency-sort.ts uses for rows. `done` is not
 * on the board. `stale` follows the known LFD buckets: money known to be at risk comes first, then the
 * boxes we cannot judge.
 */
export const BOARD_BUCKETS: readonly Bucket[] = [
  "past_lfd",
  "lfd_today",
  "lfd_tomorrow",
  "stale",
  "blocked",
  "ready",
  "not_available",
  "on_rail",
  "arriving",
  "needs_return",
];

export interface BucketInput {
  phase: ContainerPhase;
  urgencyUnknown: boolean;
  /** Governing LFD's days left in its own zone; null when no LFD. */
  daysLeft: number | null;
  hasBlockingHold: boolean;
  readyForPickup: boolean;
}

export function assignBucket(input: BucketInput): Bucket {
  const { phase, daysLeft } = input;
  if (phase === "empty_returned") return "done";
  if (phase === "out") return "needs_return";
  if (input.urgencyUnknown) return "stale";
  if (daysLeft !== null && daysLeft < 0) return "past_lfd";
  if (daysLeft === 0) return "lfd_today";
  if (daysLeft === 1) return "lfd_tomorrow";
  if (phase === "at_terminal" && input.hasBlockingHold) return "blocked";
  if (input.readyForPickup) return "ready";
  if (phase === "on_rail") return "on_rail";
  if (phase === "at_terminal") return "not_available";
  return "arriving";
}

// Named groups of buckets the queries select by. SQL never lists bucket names itself: it reads these through
// lib/server/sql/board-sql.ts, and bucket.test.ts checks each group against assignBucket over every input.

/** Off the board: a returned box is history and reports only. */
export const OFF_BOARD_BUCKETS: readonly Bucket[] = BUCKETS.filter((bucket) => !BOARD_BUCKETS.includes(bucket));

/** A trucker has (or had) the box: no pickup LFD or appointment is left to meet, only its return. */
export const PICKED_UP_BUCKETS: readonly Bucket[] = ["done", "needs_return"];

/**
 * Every bucket a box sitting at a terminal can be in, whose terminal data can change the plan. A box on rail or
 * arriving shares the LFD buckets (and `stale`) with it; the bucket alone does not say where a box is.
 */
export const AT_TERMINAL_BUCKETS: readonly Bucket[] = [
  "past_lfd",
  "lfd_today",
  "lfd_tomorrow",
  "stale",
  "blocked",
  "ready",
  "not_available",
];

/** The LFD buckets of a day still to come, by the governing LFD's days left in its zone. */
export const DUE_BUCKET_DAYS = [
  { bucket: "lfd_today", daysLeft: 0 },
  { bucket: "lfd_tomorrow", daysLeft: 1 },
] as const satisfies readonly { bucket: Bucket; daysLeft: number }[];
export const DUE_BUCKETS: readonly Bucket[] = DUE_BUCKET_DAYS.map((due) => due.bucket);
