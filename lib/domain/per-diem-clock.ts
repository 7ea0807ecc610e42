import { localDateOf } from "./local-date";
import { returnByOf, type ReturnBy } from "./return-by";
import { perDiemOn, type AppliedTariffs, type PerDiemTariffEntry } from "./tariff-match";

// Which per-diem version runs a box's equipment clock, and whether a box came back within it: one rule for the
// board (evaluate-container.ts: return-by of a box out) and the dwell report (returned within free time), so the
// two judge the same boxes alike. The clock starts at full-out, so the version in force on the full-out date
// counts the free days (a later version does not move a clock already running).

type ClockFacts = Parameters<typeof returnByOf>[0];

/**
 * The per-diem version that counts a box's free days: the one in force on its full-out date, or on `now`'s UTC
 * date when the service gives no full-out time.
 */
export function perDiemVersionFor(facts: ClockFacts, tariffs: AppliedTariffs, now: Date): PerDiemTariffEntry | null {
  const leftOn = returnByOf(facts, null, now).fullOutDate ?? localDateOf(now, "UTC")?.date ?? null;
  return leftOn === null ? null : perDiemOn(tariffs, leftOn);
}

/** The box's return-by by the version in force on its full-out date. */
export function returnByWith(facts: ClockFacts, tariffs: AppliedTariffs, now: Date): ReturnBy {
  return returnByOf(facts, perDiemVersionFor(facts, tariffs, now), now);
}

/**
 * Whether a box returned empty by its return-by date (both local dates in the zone of the place it left); null
 * when it cannot be judged: not returned, no pickup the service dates, or no per-diem tariff for it then.
 */
export function returnedWithinFreeTime(facts: ClockFacts, tariffs: AppliedTariffs): boolean | null {
  if (facts.empty_terminated_at === null) return null;
  const returnedAt = new Date(facts.empty_terminated_at);
  const returnBy = returnByWith(facts, tariffs, returnedAt);
  // Return-by counts today in its own zone: "days left" on the day of return is what was left when it came back.
  return returnBy.daysLeft === null ? null : returnBy.daysLeft >= 0;
}
