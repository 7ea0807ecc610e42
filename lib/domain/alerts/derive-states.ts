import { summarizeFees } from "../fees";
import { firstKnownZone, lfdZones } from "../lfd";
import { calendarDaysBetween, localDateOf } from "../local-date";

import type { BoxAlertFacts, DerivedEvent } from "./box-facts";
import { boxKey } from "./dedupe";

// States worth telling, derived from where a box is now rather than from a change: it entered Due tomorrow,
// Due today or Past LFD (the stored bucket, so alerts agree with the board), its LFD is within someone's lead
// time, its return-by is near or passed. Each is keyed by the date it is about, so it is told once per LFD:
// an LFD that moves and comes due again is a new fact. Nothing here is derived from data whose urgency is
// unknown: those boxes raise a watchdog instead. While the terminal data is stale (the board's stale flag),
// an LFD the terminal governs is not told either (the terminal may have moved it since its last check); one
// the line or the rail carrier governs still is, without the terminal's readiness or fees beside it. The
// keys are dates, so a deadline held back is told on the first look after the data is fresh again.

export const MAX_LEAD_DAYS = 14;
export const RETURN_SOON_DAYS = 2;

const BUCKET_KINDS = { lfd_tomorrow: "lfd_tomorrow", lfd_today: "lfd_today", past_lfd: "past_lfd" } as const;

/** Calendar days from today to the governing LFD, in the zone the LFD is counted in. */
export function daysLeftOf(facts: BoxAlertFacts, now: Date): number | null {
  if (!facts.governingLfdDate) return null;
  const today = localDateOf(now, firstKnownZone(lfdZones(facts.lfdSource, facts.zones)))?.date;
  return today ? calendarDaysBetween(today, facts.governingLfdDate) : null;
}

function postedFees(facts: BoxAlertFacts): Record<string, number> | null {
  return facts.fees === null ? null : summarizeFees(facts.fees).byCurrency;
}

function returnEvents(facts: BoxAlertFacts, now: Date): DerivedEvent[] {
  if (facts.phase !== "out" || !facts.returnByDate) return [];
  const today = localDateOf(now, firstKnownZone([facts.zones.pod, facts.zones.finalDestination]))?.date;
  if (!today) return [];
  const days = calendarDaysBetween(today, facts.returnByDate);
  if (days < 0)
    return [
      {
        kind: "return_overdue",
        dedupeKey: boxKey("return_overdue", facts.number, facts.returnByDate),
        data: { returnBy: facts.returnByDate, daysPast: -days },
      },
    ];
  if (days <= RETURN_SOON_DAYS)
    return [
      {
        kind: "return_soon",
        dedupeKey: boxKey("return_soon", facts.number, facts.returnByDate),
        data: { returnBy: facts.returnByDate, daysLeft: days },
      },
    ];
  return [];
}

export function deriveStates(facts: BoxAlertFacts, now: Date): DerivedEvent[] {
  if (facts.urgencyUnknown) return [];
  const events = returnEvents(facts, now);
  const lfdDate = facts.governingLfdDate;
  if (!lfdDate || facts.phase === "out" || facts.phase === "empty_returned") return events;
  if (facts.stale && (facts.lfdSource === null || facts.lfdSource === "terminal")) return events;
  const daysLeft = daysLeftOf(facts, now);
  const base = {
    lfdDate,
    lfdSource: facts.lfdSource,
    daysLeft,
    terminal: facts.terminalName,
    fees: facts.stale ? null : postedFees(facts),
    ready: facts.stale ? null : facts.ready,
    ...(facts.stale ? { stale: true } : {}),
  };
  const bucketKind = BUCKET_KINDS[facts.bucket as keyof typeof BUCKET_KINDS] as
    (typeof BUCKET_KINDS)[keyof typeof BUCKET_KINDS] | undefined;
  if (bucketKind) events.push({ kind: bucketKind, dedupeKey: boxKey(bucketKind, facts.number, lfdDate), data: base });
  if (daysLeft !== null && daysLeft >= 2 && daysLeft <= MAX_LEAD_DAYS) {
    // One event per day left; each person is told once per LFD, on the first day within their lead time.
    events.push({
      kind: "lfd_approaching",
      dedupeKey: boxKey("lfd_approaching", facts.number, lfdDate, daysLeft),
      data: { ...base, notifyKey: boxKey("lfd_approaching", facts.number, lfdDate) },
    });
  }
  return events;
}
