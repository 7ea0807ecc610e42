import type { DayHold, DayRecordContent } from "../days/day-record";

// Could the box be picked up that day? Two questions of product.md's day checks: was the terminal closed (its
// calendar), and was the box unavailable all day (`not_available`: "not available, or a blocking hold all day").

const HOUR = 3_600_000;

/** A hold held without a gap over the whole of one window. */
function covers(hold: DayHold, from: string, to: string): boolean {
  const start = Date.parse(hold.from);
  const end = Date.parse(hold.to);
  const continuous = Math.abs(end - start - hold.hours * HOUR) < 60_000;
  return continuous && start <= Date.parse(from) && end >= Date.parse(to);
}

/**
 * Whether the box could not be picked up at any time that day, with the blocking holds that stopped it; null when
 * it could at some time, or its availability was never reported (unknown is not "unavailable").
 */
export function unavailableAllDay(record: DayRecordContent): { holds: DayHold[] } | null {
  if (!record.available.known) return null;
  if (record.available.hours === 0) return { holds: record.holds.filter((hold) => hold.blocking) };
  const blocking = record.holds.filter((hold) => hold.blocking);
  const held = new Set<DayHold>();
  const allHeld = record.available.intervals.every((interval) => {
    const hold = blocking.find((candidate) => covers(candidate, interval.from, interval.to));
    if (hold) held.add(hold);
    return hold !== undefined;
  });
  return allHeld ? { holds: [...held] } : null;
}
