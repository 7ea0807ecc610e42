import { assignBucket, type Bucket } from "./bucket";
import type { ContainerFacts } from "./container-facts";
import { containerPhase, type ContainerPhase } from "./container-phase";
import { summarizeFees, type FeesSummary } from "./fees";
import { assessFreshness, type Freshness } from "./freshness";
import { summarizeHolds, type HoldsSummary } from "./holds";
import { summarizeLfd, type LfdRule, type LfdSummary } from "./lfd";
import { assessReadiness, type NotReadyReason } from "./readiness";

// Everything the board, reports and /api/containers compute for one container, from its facts and a clock
// reading. Pure: `now` comes from the caller (the server's clock module), never from Date.now() here.

export interface RowFlags {
  ready: boolean;
  /** A hold with status "hold" on a box not yet out. */
  blocked: boolean;
  /** A pending (or unrecognised-status) hold: a warning. */
  pendingHold: boolean;
  /** The LFD sources disagree on the local date. */
  conflict: boolean;
  /** Terminal data older than 24 h (warning). */
  stale: boolean;
  urgencyUnknown: boolean;
  /** The service sent no holds array: "no holds" cannot be claimed. */
  holdsUnknown: boolean;
  /** The service sent no fees array: unknown, not zero. */
  feesUnknown: boolean;
}

export interface ContainerEvaluation {
  number: string;
  bucket: Bucket;
  phase: ContainerPhase;
  flags: RowFlags;
  readyForPickup: boolean;
  notReadyReasons: NotReadyReason[];
  lfd: LfdSummary;
  holds: HoldsSummary;
  fees: FeesSummary;
  stale: boolean;
  urgencyUnknown: boolean;
  freshness: Freshness;
}

export interface EvaluateOptions {
  now: Date;
  lfdRule: LfdRule;
}

export function evaluateContainer(facts: ContainerFacts, options: EvaluateOptions): ContainerEvaluation {
  const phase = containerPhase(facts);
  const stillToPull = phase !== "out" && phase !== "empty_returned";
  const lfd = summarizeLfd(facts, { now: options.now, rule: options.lfdRule });
  const holds = summarizeHolds(facts.holds_at_pod_terminal);
  const fees = summarizeFees(facts.fees_at_pod_terminal);
  const freshness = assessFreshness(facts, options.now);
  const readiness = assessReadiness(facts);
  // Ready means a truck can go now: only for a box sitting at a terminal. An available flag on a box that
  // is out, on rail or still at sea is lagging or contradictory data, not an instruction to dispatch.
  const readyForPickup = readiness.ready && phase === "at_terminal";

  const bucket = assignBucket({
    phase,
    urgencyUnknown: freshness.urgencyUnknown,
    daysLeft: lfd.daysLeft,
    hasBlockingHold: holds.hasBlocking,
    readyForPickup,
  });

  return {
    number: facts.number,
    bucket,
    phase,
    flags: {
      ready: readyForPickup,
      blocked: stillToPull && holds.hasBlocking,
      pendingHold: stillToPull && holds.hasPending,
      conflict: lfd.conflict,
      stale: freshness.stale,
      urgencyUnknown: freshness.urgencyUnknown,
      holdsUnknown: !holds.known,
      feesUnknown: !fees.known,
    },
    readyForPickup,
    notReadyReasons: readyForPickup
      ? []
      : [...readiness.reasons, ...(phase === "at_terminal" ? [] : (["not_at_terminal"] as const))],
    lfd,
    holds,
    fees,
    stale: freshness.stale,
    urgencyUnknown: freshness.urgencyUnknown,
    freshness,
  };
}
