import { addCalendarDays, resolveTimeZone, wallClockOf, type LocalDate } from "../local-date";

// Wall-clock time in a zone, both ways, with Intl only. Digests and quiet hours are set in a person's local
// hours; DST makes some local times occur twice (autumn) and some never (spring).

export type LocalTime = { date: LocalDate; minutes: number };

/** The local date and minutes after local midnight of an instant in a zone (unknown zone: UTC). */
export function localTimeOf(at: Date, timeZone: string | null): LocalTime {
  const wall = wallClockOf(at, timeZone);
  if (!wall) return { date: at.toISOString().slice(0, 10), minutes: 0 };
  return { date: wall.date, minutes: wall.hour * 60 + wall.minute };
}

/** Offset of the zone from UTC at an instant, in minutes (positive east of Greenwich). */
function offsetMinutes(at: Date, timeZone: string): number {
  const local = localTimeOf(at, timeZone);
  const [year, month, day] = local.date.split("-").map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + local.minutes * 60_000;
  const floored = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - floored) / 60_000);
}

/**
 * The first instant at or after the local wall-clock time `minutes` on `date` in the zone. A time that does
 * not exist (skipped by a spring DST change) gives the first instant after the gap; one that occurs twice
 * (autumn) gives the earlier one.
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string | null): Date {
  const zone = resolveTimeZone(timeZone).timeZone;
  const [year, month, day] = date.split("-").map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) + minutes * 60_000;
  // Try the offsets in force around that wall time; keep the earliest candidate whose local time matches.
  const offsets = new Set([
    offsetMinutes(new Date(wall - 86_400_000), zone),
    offsetMinutes(new Date(wall), zone),
    offsetMinutes(new Date(wall + 86_400_000), zone),
  ]);
  const matches = [...offsets]
    .map((offset) => new Date(wall - offset * 60_000))
    .filter((candidate) => {
      const local = localTimeOf(candidate, zone);
      return local.date === date && local.minutes === minutes;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  if (matches[0]) return matches[0];
  // In a DST gap: the wall time plus the offset before the gap lands just after it.
  const before = Math.min(...offsets);
  const after = new Date(wall - before * 60_000);
  return localTimeOf(after, zone).date === date ? after : new Date(wall - Math.max(...offsets) * 60_000);
}

/** Local midnight that starts the day after `date` (the instant a local date has fully passed). */
export function endOfLocalDay(date: LocalDate, timeZone: string | null): Date {
  return instantAt(addCalendarDays(date, 1), 0, timeZone);
}
