import { firstKnownZone, lfdZones } from "../lfd";
import { addCalendarDays, nextLocalDateChange } from "../local-date";

import type { BoxAlertFacts } from "./box-facts";
import type { WatchdogThresholds } from "./watchdogs";
import { instantAt } from "./zoned-time";

// When time alone can next change what the clock pass derives for a box (deriveStates and deriveWatchdogs), so
// the pass reads only the boxes whose moment has come. Those rules read the clock in two ways only:
// - a local date: today in the LFD's zone (due tomorrow, lead times) and in the zone a box out left from
//   (return soon, overdue), which change at those zones' midnights;
// - a silence passing a watchdog's threshold: hours since arrival, discharge, the day after the LFD or the
//   return-by date, or the last terminal check ("over" is strict: one millisecond after).
// Candidates are taken whether or not the box's phase makes the rule apply: waking a box early costs one look;
// waking it late would lose an alert. A change of the box's data makes it due at once (a trigger on containers).
// next-clock-change.test.ts checks the claim against the rules themselves.

const HOUR = 3_600_000;

export function nextClockChange(facts: BoxAlertFacts, now: Date, thresholds: WatchdogThresholds): Date | null {
  const candidates: number[] = [];
  const later = (at: number): void => {
    if (at > now.getTime()) candidates.push(at);
  };
  const after = (instant: string | null, hours: number | null): void => {
    if (instant && hours !== null) later(Date.parse(instant) + hours * HOUR + 1);
  };
  const lfdZone = firstKnownZone(lfdZones(facts.lfdSource, facts.zones));
  const returnZone = firstKnownZone([facts.zones.pod, facts.zones.finalDestination]);
  // A date-based rule: today changes at the zone's midnight; its watchdog fires `hours` past the day after.
  const dated = (date: string | null, zone: string | null, hours: number | null): void => {
    if (!date) return;
    later(nextLocalDateChange(now, zone).getTime());
    if (hours !== null) later(instantAt(addCalendarDays(date, 1), 0, zone).getTime() + hours * HOUR + 1);
  };
  dated(facts.governingLfdDate, lfdZone, thresholds.lfdPassedNotOutHours);
  dated(facts.returnByDate, returnZone, thresholds.returnOverdueHours);
  after(facts.podArrivedAt, thresholds.arrivedNoDischargeHours);
  after(facts.podDischargedAt, thresholds.dischargedNoReleaseHours);
  after(facts.terminalCheckedAt, thresholds.terminalSilentHours);
  return candidates.length === 0 ? null : new Date(Math.min(...candidates));
}
