import { addCalendarDays } from "../local-date";

import { instantAt, localTimeOf } from "./zoned-time";

// Quiet hours: a window of local wall-clock time (minutes after local midnight) during which a person's email
// waits. The window may wrap midnight (22:00–06:00). Start = end means no quiet hours.

export type QuietHours = { start: number; end: number } | null;

function inWindow(minutes: number, start: number, end: number): boolean {
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** When the quiet window that contains `now` ends (in the person's zone), or null when `now` is not quiet. */
export function quietUntil(now: Date, timeZone: string | null, quiet: QuietHours): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const local = localTimeOf(now, timeZone);
  if (!inWindow(local.minutes, quiet.start, quiet.end)) return null;
  // The window ends today when it has not wrapped yet (or never wraps), else tomorrow.
  const endsToday = quiet.start < quiet.end || local.minutes < quiet.end;
  const endDate = endsToday ? local.date : addCalendarDays(local.date, 1);
  const until = instantAt(endDate, quiet.end, timeZone);
  // A DST change can put the computed end at or before now (the end time was skipped): then it is over.
  return until.getTime() > now.getTime() ? until : null;
}

/** "HH:MM" → minutes after midnight; null for anything else. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
