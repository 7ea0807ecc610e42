import { addAmounts, type AmountsByCurrency } from "./fees";

// The past-LFD card: what a dispatcher needs to see before anything else — how late the worst box is and the
// demurrage the terminals have already posted on the late boxes. Only posted `demurrage` counts here (exam or
// storage fees are money too, but not the cost of being late); the estimate of what is still to come is the
// reports' exposure, kept apart.

export interface PastLfdSummary {
  count: number;
  /** Days past the governing LFD of the latest box, in its terminal's calendar; null when none is known. */
  maxDaysPast: number | null;
  /** Posted demurrage per currency on past-LFD boxes. */
  demurrage: AmountsByCurrency;
}

export function summarizePastLfd(boxes: ReadonlyArray<{ daysLeft: number | null; feesByType: Record<string, AmountsByCurrency> }>): PastLfdSummary {
  const late = boxes.map((box) => box.daysLeft).filter((days): days is number => days !== null && days < 0);
  return {
    count: boxes.length,
    maxDaysPast: late.length > 0 ? -Math.min(...late) : null,
    demurrage: addAmounts(boxes.flatMap((box) => (box.feesByType["demurrage"] ? [box.feesByType["demurrage"]] : []))),
  };
}
