import { addAmounts, type AmountsByCurrency } from "./fees";

// The past-LFD card: what a dispatcher needs to see before anything else — how late the worst box is, the
// demurrage the terminals have already posted on the late boxes (facts), and what one more day adds by the
// tariffs (an estimate, kept apart). Only posted `demurrage` counts as posted here (exam or storage fees are
// money too, but not the cost of being late).

export interface PastLfdSummary {
  count: number;
  /** Days past the governing LFD of the latest box, in its terminal's calendar; null when none is known. */
  maxDaysPast: number | null;
  /** Posted demurrage per currency on past-LFD boxes. */
  demurrage: AmountsByCurrency;
  /** Estimated demurrage one more day adds, per currency (money-at-risk.ts), over the boxes a tariff covers. */
  estimatedDaily: AmountsByCurrency;
  /**
   * Demurrage and storage the late boxes have incurred so far by their day records and the tariffs in force on
   * each day (incurred-money.ts), per currency: an estimate, beside the posted demurrage.
   */
  incurred: AmountsByCurrency;
}

export interface PastLfdBox {
  daysLeft: number | null;
  feesByType: Record<string, AmountsByCurrency>;
  /** The box's estimated cost of one more day, per currency; null when no tariff covers it. */
  estimatedDaily?: AmountsByCurrency | null;
  /** What the box has incurred at the terminal so far, per currency (an estimate). */
  incurred?: AmountsByCurrency | null;
}

export function summarizePastLfd(boxes: ReadonlyArray<PastLfdBox>): PastLfdSummary {
  const late = boxes.map((box) => box.daysLeft).filter((days): days is number => days !== null && days < 0);
  return {
    count: boxes.length,
    maxDaysPast: late.length > 0 ? -Math.min(...late) : null,
    demurrage: addAmounts(boxes.flatMap((box) => (box.feesByType["demurrage"] ? [box.feesByType["demurrage"]] : []))),
    estimatedDaily: addAmounts(boxes.flatMap((box) => (box.estimatedDaily ? [box.estimatedDaily] : []))),
    incurred: addAmounts(boxes.flatMap((box) => (box.incurred ? [box.incurred] : []))),
  };
}
