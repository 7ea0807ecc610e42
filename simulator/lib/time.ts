// Time helpers. Local calendar dates matter for LFDs (terminal-local days), so conversions between an IANA
// zone's wall clock and UTC instants live here, cached because Intl formatting is slow in hot loops.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function isoOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : iso(ms);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(ms: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const offsetCache = new Map<string, number>();

/** Offset of the zone from UTC at an instant, in ms (negative west of Greenwich). Zones change offset only on
 * quarter-hour boundaries, so the value is cached per 15-minute bucket. */
export function zoneOffset(ms: number, timeZone: string): number {
  const bucket = Math.floor(ms / (15 * MINUTE));
  const key = `${timeZone}|${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const probe = bucket * 15 * MINUTE;
  const w = wallClock(probe, timeZone);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - probe;
  if (offsetCache.size > 200_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

const localCache = new Map<string, number>();

/** The UTC instant of a wall-clock time in a zone (the earlier instant when a DST fall-back repeats it). */
export function zonedToUtc(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const key = `${timeZone}|${year}|${month}|${day}|${hour}|${minute}`;
  const cached = localCache.get(key);
  if (cached !== undefined) return cached;
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  let guess = naive - zoneOffset(naive, timeZone);
  guess = naive - zoneOffset(guess, timeZone);
  localCache.set(key, guess);
  return guess;
}

export function localDateString(ms: number, timeZone: string): string {
  const d = localDate(ms, timeZone);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** Local calendar date (y, m, d) of an instant, shifted by `addDays` calendar days. */
export function localDate(ms: number, timeZone: string, addDays = 0): { year: number; month: number; day: number } {
  const shifted = new Date(ms + zoneOffset(ms, timeZone));
  const d = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + addDays));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Local midnight (or another wall time) of the calendar day `addDays` after the local date of `ms`. */
export function localDayAt(ms: number, timeZone: string, addDays: number, hour = 0, minute = 0): number {
  const d = localDate(ms, timeZone, addDays);
  return zonedToUtc(timeZone, d.year, d.month, d.day, hour, minute);
}

/** Next instant after `fromMs` at which the zone's UTC offset changes (searched day by day, then bisected). */
export function nextOffsetChange(fromMs: number, timeZone: string, horizonDays = 400): number | null {
  let prev = zoneOffset(fromMs, timeZone);
  for (let i = 1; i <= horizonDays; i += 1) {
    const t = fromMs + i * DAY;
    const off = zoneOffset(t, timeZone);
    if (off !== prev) {
      let lo = t - DAY;
      let hi = t;
      while (hi - lo > MINUTE) {
        const mid = Math.floor((lo + hi) / 2);
        if (zoneOffset(mid, timeZone) === prev) lo = mid;
        else hi = mid;
      }
      return hi;
    }
    prev = off;
  }
  return null;
}

/** Parses an ISO 8601 duration such as PT2H, P1DT30M or P2W into milliseconds. */
export function parseIsoDuration(input: string): number | null {
  const m =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      input,
    );
  if (!m || input === "P" || input.endsWith("T")) return null;
  const [, w, d, h, min, s] = m;
  return (
    Number(w ?? 0) * 7 * DAY +
    Number(d ?? 0) * DAY +
    Number(h ?? 0) * HOUR +
    Number(min ?? 0) * MINUTE +
    Number(s ?? 0) * 1000
  );
}
