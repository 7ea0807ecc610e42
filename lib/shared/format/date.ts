import { instantAt } from "@/lib/domain/alerts/zoned-time";
import { localDateOf, resolveTimeZone, wallClockOf, type LocalDate } from "@/lib/domain/local-date";

import { dateFormat } from "./intl";

// Dates and times for people, one format everywhere: "Nov 23", with the year only when it is not the current
// one ("Nov 23, 2027"); a time is 24-hour and always names its zone: "Nov 23, 14:05 PST". A calendar date is
// shown as the date it is (never shifted by the reader's zone); an instant is shown in the zone of the place it
// belongs to (the terminal's, the digest's), or in the reader's own zone when it belongs to no place, and says
// which. The "current" year is today's in that same zone, so a New Year's Eve LFD in Tokyo is judged by Tokyo's
// calendar. `now` defaults to the host's clock; the board passes the server's (the simulator's).

export type Now = string | number | Date | undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date's own fields, read at UTC midnight so no zone can move it to another day. */
function utcMidnight(date: LocalDate): Date | null {
  return ISO_DATE.test(date) ? new Date(`${date}T00:00:00Z`) : null;
}

/** "Nov 23" for a YYYY-MM-DD date, always without the year (chart axes, ranges); other text is returned as is. */
export function shortDayText(date: LocalDate): string {
  const at = utcMidnight(date);
  return at ? dateFormat({ timeZone: "UTC", month: "short", day: "numeric" }).format(at) : date;
}

/** "Mon" for a YYYY-MM-DD date. */
export function weekdayText(date: LocalDate): string {
  const at = utcMidnight(date);
  return at ? dateFormat({ timeZone: "UTC", weekday: "short" }).format(at) : "";
}

/** "Mon Nov 23" (a calendar's day heading). */
export function weekdayDayText(date: LocalDate): string {
  return `${weekdayText(date)} ${shortDayText(date)}`.trim();
}

/** "November 2026" (a month's title). */
export function monthText(date: LocalDate): string {
  const at = utcMidnight(date);
  return at ? dateFormat({ timeZone: "UTC", month: "long", year: "numeric" }).format(at) : date;
}

/** "Friday, November 27, 2026": a day at the head of a printed report. */
export function fullDayText(date: LocalDate): string {
  const at = utcMidnight(date);
  return at
    ? dateFormat({ timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(at)
    : date;
}

/** Mon … Sun, a week's column headings (weeks start on Monday). */
export const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, day) =>
  // Jan 1, 2024 was a Monday.
  weekdayText(`2024-01-0${day + 1}`),
);

function yearIn(zone: string | null | undefined, now: Now): string | null {
  const at = now === undefined ? new Date() : new Date(now);
  return localDateOf(at, zone)?.date.slice(0, 4) ?? null;
}

/** A local calendar date (YYYY-MM-DD) as "Nov 23", or "Nov 23, 2027" in another year than today's in `zone`. */
export function dayText(date: LocalDate, zone: string | null | undefined, now?: Now): string {
  const match = ISO_DATE.exec(date);
  if (!match) return date;
  const text = shortDayText(date);
  return match[1] === yearIn(zone, now) ? text : `${text}, ${match[1]}`;
}

/** The zone's short name at that instant ("PST", "PDT", "UTC", "GMT+9"), or "" for an invalid instant. */
export function zoneAbbreviation(at: string | Date, zone: string | null | undefined): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return "";
  const { timeZone } = resolveTimeZone(zone);
  const parts = dateFormat({ timeZone, hour: "numeric", timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * The zone's short name on a local date ("PST", or "PDT" in summer), read at local noon: for wall-clock times
 * such as a pickup window, which belong to a day and not to one instant.
 */
export function zoneOnDay(date: LocalDate, zone: string | null | undefined): string {
  return ISO_DATE.test(date) ? zoneAbbreviation(instantAt(date, 12 * 60, zone ?? null), zone) : "";
}

/** An instant's date in `zone`: "Nov 23" (with the year when not the current one); "—" for none. */
export function instantDayText(at: string | Date | null, zone: string | null | undefined, now?: Now): string {
  if (!at) return "—";
  const local = localDateOf(at, zone);
  return local ? dayText(local.date, zone, now) : "—";
}

/** "14:05 PST": an instant's 24-hour time in `zone`, with the zone's name; "—" for none. */
export function timeText(at: string | Date | null, zone: string | null | undefined): string {
  const wall = at ? wallClockOf(at, zone) : null;
  if (!at || !wall) return "—";
  const two = (n: number): string => String(n).padStart(2, "0");
  return `${two(wall.hour)}:${two(wall.minute)} ${zoneAbbreviation(at, zone)}`;
}

/**
 * An instant in `zone`: "Nov 23, 14:05 PST", or "Nov 23, 2027, 14:05 PST" in another year; "—" for none. An
 * unknown zone is shown in UTC and says "UTC", never a time without its zone.
 */
export function instantText(at: string | Date | null, zone: string | null | undefined, now?: Now): string {
  const day = instantDayText(at, zone, now);
  return day === "—" ? day : `${day}, ${timeText(at, zone)}`;
}

/** The zone this code runs in: the reader's, in a browser. For instants that belong to no place. */
export function viewerTimeZone(): string {
  return dateFormat({}).resolvedOptions().timeZone;
}

/** How near a deadline is, in words: "today", "tomorrow", "in 5 days", "3 days ago". */
export function daysAwayText(daysLeft: number): string {
  if (daysLeft === 0) return "today";
  if (daysLeft === 1) return "tomorrow";
  if (daysLeft > 1) return `in ${daysLeft} days`;
  return daysLeft === -1 ? "yesterday" : `${-daysLeft} days ago`;
}
