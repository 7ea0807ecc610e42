// Calendar dates in a place's own time zone. Demurrage is counted in the terminal's calendar days, so every
// "today", "tomorrow" and "days left" must come from the terminal's zone, never the browser's or server's.
// Only Intl is used: no date library, and no Date#getDate()/getHours(), which read the host's zone. This is the
// one module outside lib/shared/format that may build an Intl.DateTimeFormat (ESLint enforces it): it reads a
// zone's calendar fields to compute with; the words people read are lib/shared/format/date.ts's.

/** A calendar date, "YYYY-MM-DD". */
export type LocalDate = string;

export const FALLBACK_TIME_ZONE = "UTC";

export interface ResolvedTimeZone {
  timeZone: string;
  /** True when the requested zone was missing or unknown and UTC was used instead; the UI should say so. */
  usedFallback: boolean;
}

const validity = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  const cached = validity.get(timeZone);
  if (cached !== undefined) return cached;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  validity.set(timeZone, valid);
  return valid;
}

/** The zone to compute in: the given IANA name if the platform knows it, else UTC (flagged). Never throws. */
export function resolveTimeZone(timeZone: string | null | undefined): ResolvedTimeZone {
  if (timeZone && isValidTimeZone(timeZone)) return { timeZone, usedFallback: false };
  return { timeZone: FALLBACK_TIME_ZONE, usedFallback: true };
}

/** Parses an ISO instant; null for null, "" or anything Date cannot read. */
export function parseInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Building an Intl.DateTimeFormat is costly next to using one: each is made once per key and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(`wall|${timeZone}`, {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    // h23 so ten past midnight reads 00:10, not 24:10.
    hourCycle: "h23",
    // Pin the Gregorian calendar and Latin digits whatever the host locale defaults are.
    calendar: "gregory",
    numberingSystem: "latn",
  });
}

export interface WallClock extends ResolvedTimeZone {
  date: LocalDate;
  hour: number;
  minute: number;
}

/**
 * Wall clocks already worked out, by zone and instant: the same LFD or milestone instant is read again for every
 * page, evaluation and day record of its box, and Intl's formatToParts costs microseconds each time. Bounded: the
 * whole map is dropped when full (the instants in use come back within a pass).
 */
const wallClocks = new Map<string, WallClock>();
const WALL_CLOCKS_MAX = 50_000;

/** The local date, hour (0–23) and minute of an instant in a zone (unknown zone → UTC, flagged). */
export function wallClockOf(instant: string | Date, timeZone: string | null | undefined): WallClock | null {
  const at = parseInstant(instant);
  if (!at) return null;
  const zone = resolveTimeZone(timeZone);
  const key = `${zone.timeZone}|${zone.usedFallback ? "f" : ""}|${at.getTime()}`;
  const known = wallClocks.get(key);
  if (known) return known;
  const parts = wallClockFormatter(zone.timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";
  const year = part("year").padStart(4, "0");
  const wall: WallClock = Object.freeze({
    ...zone,
    date: `${year}-${part("month")}-${part("day")}`,
    hour: Number(part("hour")),
    minute: Number(part("minute")),
  });
  if (wallClocks.size >= WALL_CLOCKS_MAX) wallClocks.clear();
  wallClocks.set(key, wall);
  return wall;
}

export interface LocalDateResult extends ResolvedTimeZone {
  date: LocalDate;
}

/** The calendar date an instant falls on in a zone (unknown zone → UTC, flagged). Null for an invalid instant. */
export function localDateOf(instant: string | Date, timeZone: string | null | undefined): LocalDateResult | null {
  const wall = wallClockOf(instant, timeZone);
  return wall ? { date: wall.date, timeZone: wall.timeZone, usedFallback: wall.usedFallback } : null;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: LocalDate): number {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  // Date.UTC on calendar fields counts whole days: UTC has no DST, so the division below is exact.
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). Pure date arithmetic, DST-proof. */
export function calendarDaysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** A LocalDate shifted by whole days. */
export function addCalendarDays(date: LocalDate, days: number): LocalDate {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const nextDateChanges = new Map<string, Date>();

/**
 * The first instant after `instant` whose local date in `timeZone` is later than the date at `instant` (the
 * next local midnight, or the first instant of the next day where DST skips midnight). Unknown zone → UTC, as
 * localDateOf. Days roll over for many boxes at once, so each (zone, date) is worked out once.
 */
export function nextLocalDateChange(instant: Date, timeZone: string | null | undefined): Date {
  const wall = wallClockOf(instant, timeZone);
  if (!wall) throw new RangeError("Not an instant");
  const key = `${wall.timeZone}|${wall.date}`;
  const known = nextDateChanges.get(key);
  if (known && known.getTime() > instant.getTime()) return known;
  const isNextDay = (t: number): boolean => (wallClockOf(new Date(t), wall.timeZone)?.date ?? "") > wall.date;
  // Usually midnight is (24 h − time of day) away; a DST change that day makes it an hour off, so search.
  const sinceMidnight = wall.hour * HOUR_MS + wall.minute * 60_000 + (((instant.getTime() % 60_000) + 60_000) % 60_000);
  const guess = instant.getTime() + DAY_MS - sinceMidnight;
  let found: number;
  if (guess > instant.getTime() && isNextDay(guess) && !isNextDay(guess - 1)) {
    found = guess;
  } else {
    // Local dates only move forward, so the first instant of the next day is found by halving.
    let lo = instant.getTime();
    let hi = instant.getTime() + 2 * DAY_MS;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (isNextDay(mid)) hi = mid;
      else lo = mid;
    }
    found = hi;
  }
  if (nextDateChanges.size > 10_000) nextDateChanges.clear();
  const result = new Date(found);
  nextDateChanges.set(key, result);
  return result;
}
