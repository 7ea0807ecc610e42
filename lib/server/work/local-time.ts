// Pure: where and when a box's pickup happens, in the terminal's own zone (never the server's or browser's).
import { firstKnownZone, LFD_SOURCE_PRIORITY, lfdZones, localDateOf, resolveTimeZone, wallClockOf } from "@/lib/domain";
import type { TerminalAppointment } from "@/lib/shared/work-api";

export type ZoneFacts = {
  lfdSource: string | null;
  podTimezone: string | null;
  finalDestinationTimezone: string | null;
};

/**
 * The zone a box's planned pickup is a local date in: the one its governing LFD is counted in (the port's,
 * or the inland ramp's for a rail LFD), so "planned for the LFD day" compares like with like. UTC when unknown.
 */
export function pickupZoneOf(facts: ZoneFacts): string {
  const source = LFD_SOURCE_PRIORITY.find((known) => known === facts.lfdSource) ?? null;
  const zone =
    firstKnownZone(lfdZones(source, { pod: facts.podTimezone, finalDestination: facts.finalDestinationTimezone })) ??
    facts.podTimezone;
  return resolveTimeZone(zone).timeZone;
}

/** "HH:MM" (24-hour) of an instant in a zone. */
export function localTimeOf(at: Date, zone: string): string {
  const wall = wallClockOf(at, zone);
  const two = (n: number | undefined): string => String(n ?? 0).padStart(2, "0");
  return `${two(wall?.hour)}:${two(wall?.minute)}`;
}

/** The terminal's appointment as its local date and time (the terminal's zone: the port's). */
export function terminalAppointmentOf(at: Date | null, podTimezone: string | null): TerminalAppointment | null {
  if (!at) return null;
  const local = localDateOf(at, podTimezone);
  if (!local) return null;
  return { at: at.toISOString(), date: local.date, time: localTimeOf(at, local.timeZone), timezone: local.timeZone };
}

/** Today's date in a zone, at the workspace's `now`. */
export function todayIn(zone: string, now: Date): string {
  return localDateOf(now, zone)?.date ?? now.toISOString().slice(0, 10);
}
