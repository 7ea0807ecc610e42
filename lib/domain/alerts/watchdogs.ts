import { z } from "zod";

import { addCalendarDays } from "../local-date";
import { firstKnownZone, lfdZones } from "../lfd";

import type { BoxAlertFacts, DerivedEvent } from "./box-facts";
import { boxKey } from "./dedupe";
import { DEFAULT_ETA_CHANGE_HOURS } from "./derive-arrival";
import { instantAt } from "./zoned-time";

// Watchdogs for silent data: something should have happened by now and the data says nothing. Thresholds are
// per workspace (hours; null turns a check off). Each fires once per instance of its condition, keyed by the
// instant that started it (the arrival, the discharge, the last terminal check…), so a later, separate
// silence fires again.

const hours = z
  .number()
  .int()
  .min(1)
  .max(24 * 60)
  .nullable();

export const watchdogThresholdsSchema = z.object({
  arrivedNoDischargeHours: hours.default(24),
  dischargedNoReleaseHours: hours.default(48),
  lfdPassedNotOutHours: hours.default(24),
  returnOverdueHours: hours.default(24),
  terminalSilentHours: hours.default(24),
  trackingStopped: z.boolean().default(true),
  /**
   * Not a watchdog but the workspace's other alert threshold, kept with them (one settings place, one form): how
   * far an ETA must move to be told (derive-arrival.ts); null: ETA changes are not told.
   */
  etaChangeHours: hours.default(DEFAULT_ETA_CHANGE_HOURS),
});
export type WatchdogThresholds = z.infer<typeof watchdogThresholdsSchema>;

export const DEFAULT_WATCHDOGS: WatchdogThresholds = watchdogThresholdsSchema.parse({});

const HOUR = 3_600_000;
const since = (now: Date, at: string | null): number => (at ? now.getTime() - Date.parse(at) : -Infinity);

export function deriveWatchdogs(facts: BoxAlertFacts, now: Date, thresholds: WatchdogThresholds): DerivedEvent[] {
  const events: DerivedEvent[] = [];
  const fire = (kind: DerivedEvent["kind"], anchor: string, data: Record<string, unknown>): void => {
    events.push({ kind, dedupeKey: boxKey(kind, facts.number, anchor), data });
  };
  const waiting = facts.phase === "arriving" || facts.phase === "at_terminal" || facts.phase === "on_rail";
  const t = thresholds;

  if (
    t.arrivedNoDischargeHours !== null &&
    facts.podArrivedAt &&
    !facts.podDischargedAt &&
    facts.phase === "arriving" &&
    since(now, facts.podArrivedAt) > t.arrivedNoDischargeHours * HOUR
  ) {
    fire("watchdog_no_discharge", facts.podArrivedAt, {
      arrivedAt: facts.podArrivedAt,
      hours: t.arrivedNoDischargeHours,
    });
  }
  if (
    t.dischargedNoReleaseHours !== null &&
    facts.podDischargedAt &&
    facts.phase === "at_terminal" &&
    facts.availableForPickup !== true &&
    !facts.governingLfdDate &&
    since(now, facts.podDischargedAt) > t.dischargedNoReleaseHours * HOUR
  ) {
    fire("watchdog_no_release", facts.podDischargedAt, {
      dischargedAt: facts.podDischargedAt,
      hours: t.dischargedNoReleaseHours,
    });
  }
  if (t.lfdPassedNotOutHours !== null && facts.governingLfdDate && waiting) {
    const zone = firstKnownZone(lfdZones(facts.lfdSource, facts.zones));
    const passedAt = instantAt(addCalendarDays(facts.governingLfdDate, 1), 0, zone);
    if (now.getTime() - passedAt.getTime() > t.lfdPassedNotOutHours * HOUR)
      fire("watchdog_lfd_passed_not_out", facts.governingLfdDate, {
        lfdDate: facts.governingLfdDate,
        hours: t.lfdPassedNotOutHours,
      });
  }
  if (t.returnOverdueHours !== null && facts.returnByDate && facts.phase === "out") {
    const dueAt = instantAt(
      addCalendarDays(facts.returnByDate, 1),
      0,
      firstKnownZone([facts.zones.pod, facts.zones.finalDestination]),
    );
    if (now.getTime() - dueAt.getTime() > t.returnOverdueHours * HOUR)
      fire("watchdog_not_returned", facts.returnByDate, { returnBy: facts.returnByDate, hours: t.returnOverdueHours });
  }
  if (
    t.terminalSilentHours !== null &&
    facts.phase === "at_terminal" &&
    (facts.terminalCheckedAt === null || since(now, facts.terminalCheckedAt) > t.terminalSilentHours * HOUR)
  ) {
    fire("watchdog_terminal_silent", facts.terminalCheckedAt ?? "never", {
      checkedAt: facts.terminalCheckedAt,
      hours: t.terminalSilentHours,
      terminal: facts.terminalName,
    });
  }
  if (t.trackingStopped && facts.lineTrackingStoppedAt && waiting) {
    fire("watchdog_tracking_stopped", facts.lineTrackingStoppedAt, { stoppedAt: facts.lineTrackingStoppedAt });
  }
  return events;
}
