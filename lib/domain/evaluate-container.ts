import { assignBucket, type Bucket } from "./bucket";
import type { ContainerFacts } from "./container-facts";
import { containerPhase, type ContainerPhase } from "./container-phase";
import { summarizeFees, type FeesSummary } from "./fees";
import type { CalculatedLfds } from "./free-time/box-free-time";
import { assessFreshness, type Freshness } from "./freshness";
import { summarizeHolds, type HoldsSummary, type KnownHoldName } from "./holds";
import { summarizeLfd, type LfdRule, type LfdSummary } from "./lfd";
import type { LensKey } from "./lens-keys";
import { lensesOf } from "./lenses";
import { localDateOf, type LocalDate } from "./local-date";
import { moneyAtRiskOf, type MoneyAtRisk } from "./money-at-risk";
import { MONEY_RANKS, moneySortKey } from "./money-sort";
import { assessReadiness, type NotReadyReason } from "./readiness";
import { returnByWith } from "./per-diem-clock";
import type { ReturnBy } from "./return-by";
import { NO_TARIFFS, type AppliedTariffs } from "./tariff-match";
import { pullStateOf, type PullState } from "./pull-state";
import { bucketRank, type UrgencySortValues } from "./urgency-sort";

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
  /** "Can I pull it?" in one word (pull-state.ts). */
  pull: PullState;
  lfd: LfdSummary;
  holds: HoldsSummary;
  fees: FeesSummary;
  stale: boolean;
  urgencyUnknown: boolean;
  freshness: Freshness;
  /** Every card (lens) the box answers; see lenses.ts. */
  lenses: LensKey[];
  /** Kinds of the holds that block a box at a terminal (Blocked grouped by hold type). */
  blockingHolds: KnownHoldName[];
  /** The equipment clock; null unless the box is out. */
  returnBy: ReturnBy | null;
  /** Estimated cost of one more day; null when nothing is at risk tomorrow or no tariff applies. */
  moneyAtRisk: MoneyAtRisk | null;
  /** The urgency sort's keys (urgency-sort.ts), stored so SQL sorts exactly as the domain does. */
  sort: UrgencySortValues;
}

export interface EvaluateOptions {
  now: Date;
  lfdRule: LfdRule;
  /**
   * The workspace's tariff versions that may apply to this box and its currency (tariff-match.ts); none → no
   * return-by date, no money at risk, and money sorts as in the default currency.
   */
  tariffs?: AppliedTariffs;
  /** Quayside's calculated LFDs of the box (free-time/box-free-time.ts); they govern only when none is reported. */
  calculated?: CalculatedLfds;
}

export function evaluateContainer(facts: ContainerFacts, options: EvaluateOptions): ContainerEvaluation {
  const phase = containerPhase(facts);
  const stillToPull = phase !== "out" && phase !== "empty_returned";
  const summary = summarizeLfd(facts, {
    now: options.now,
    rule: options.lfdRule,
    ...(options.calculated ? { calculated: options.calculated } : {}),
  });
  // Days left to pick up mean nothing once the box is out: its clock is return-by (never "37 days past").
  const lfd: LfdSummary = stillToPull ? summary : { ...summary, daysLeft: null };
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

  const tariffs = options.tariffs ?? NO_TARIFFS;
  const returnBy = phase === "out" ? returnByWith(facts, tariffs, options.now) : null;
  const moneyAtRisk = moneyAtRiskOf({
    phase,
    lfd: { date: lfd.governingDate, daysLeft: lfd.daysLeft },
    returnBy: { date: returnBy?.date ?? null, daysLeft: returnBy?.daysLeft ?? null },
    tariffs,
  });
  const money = moneySortKey(moneyAtRisk?.byCurrency ?? {}, tariffs.currency);
  const feesKey = moneySortKey(fees.byCurrency, tariffs.currency);
  const atTerminalBlocked = phase === "at_terminal" && holds.hasBlocking;
  const notReadyReasons: NotReadyReason[] = readyForPickup
    ? []
    : [...readiness.reasons, ...(phase === "at_terminal" ? [] : (["not_at_terminal"] as const))];

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
    notReadyReasons,
    pull: pullStateOf({
      phase,
      readyForPickup,
      hasBlockingHold: holds.hasBlocking,
      urgencyUnknown: freshness.urgencyUnknown,
      notReadyReasons,
    }),
    lfd,
    holds,
    fees,
    stale: freshness.stale,
    urgencyUnknown: freshness.urgencyUnknown,
    freshness,
    lenses: lensesOf({
      phase,
      urgencyUnknown: freshness.urgencyUnknown,
      daysLeft: lfd.daysLeft,
      readyForPickup,
      hasBlockingHold: holds.hasBlocking,
    }),
    blockingHolds: atTerminalBlocked ? [...new Set(holds.blocking.map((hold) => hold.kind))] : [],
    returnBy,
    moneyAtRisk,
    sort: {
      bucketRank: bucketRank(bucket),
      urgencyDate: urgencyDateOf(bucket, lfd, returnBy, facts),
      moneyAtRiskRank: money?.rank ?? null,
      moneyAtRiskCurrency: money?.currency ?? null,
      moneyAtRisk: money?.amount ?? null,
      feesPostedRank: feesKey?.rank ?? MONEY_RANKS.none,
      feesPostedCurrency: feesKey?.currency ?? "",
      feesPosted: feesKey?.amount ?? 0,
      number: facts.number,
    },
  };
}

/** The date the urgency sort orders a box by within its urgency (urgency-sort.ts key 2). */
function urgencyDateOf(
  bucket: Bucket,
  lfd: LfdSummary,
  returnBy: ReturnBy | null,
  facts: ContainerFacts,
): LocalDate | null {
  if (bucket === "needs_return") return returnBy?.date ?? null;
  // Past its LFD the box is ordered by what it costs each day, not by how long ago its LFD was.
  if (bucket === "past_lfd") return null;
  if (bucket === "arriving")
    return facts.podEtaAt === null ? null : (localDateOf(facts.podEtaAt, facts.pod_timezone)?.date ?? null);
  return lfd.governingDate;
}
