import { calendarDaysBetween, localDateOf, resolveTimeZone, type LocalDate } from "../local-date";

import { calculateLfd, type CalculatedLfd } from "./calculate-lfd";
import { freeTimeRuleFor, type FreeTimeRule, type FreeTimeScope } from "./free-time-rule";
import { defaultCalendar, type CalendarClosure, type TerminalCalendar } from "./terminal-calendar";

// A box's calculated LFDs (line: the line's demurrage free time; terminal: the terminal's storage free time),
// both counted on the POD terminal's calendar, and how they disagree with the LFDs the service reported.

export interface FreeTimeBook {
  rules: readonly FreeTimeRule[];
  calendars: readonly TerminalCalendar[];
  /** Closures of terminals nobody keeps a calendar for: the default calendar carries them. */
  otherClosures: readonly (CalendarClosure & { terminalKey: string })[];
}

export const EMPTY_FREE_TIME_BOOK: FreeTimeBook = { rules: [], calendars: [], otherClosures: [] };

export type CalculatedSource = FreeTimeScope;
export type CalculatedLfds = Record<CalculatedSource, CalculatedLfd | null>;
export const NO_CALCULATED_LFDS: CalculatedLfds = { line: null, terminal: null };

export interface FreeTimeBox {
  /** The POD terminal's FIRMS code and the service's terminal id. */
  terminalKeys: readonly (string | null)[];
  lineScac: string | null;
  customerKey: string | null;
  equipmentLength: number | null;
  podTimezone: string | null;
  dischargedAt: string | null;
  /** The first time the box became available for pickup after discharge (null: not yet, or unknown). */
  firstAvailableAt: string | null;
  extensionDays: Record<CalculatedSource, number>;
  /**
   * The box moves inland by rail: its line free time runs at the inland ramp (the rail LFD), not at the port, and
   * no rule here counts ramp days, so it gets no calculated LFD rather than a wrong one.
   */
  railMove: boolean;
}

/** The terminal's kept calendar, else the default one in the port's zone; null when no zone is known. */
export function calendarFor(
  book: FreeTimeBook,
  box: Pick<FreeTimeBox, "terminalKeys" | "podTimezone">,
): TerminalCalendar | null {
  const keys = box.terminalKeys.filter((key): key is string => key !== null);
  const kept = book.calendars.find((calendar) => keys.includes(calendar.key));
  if (kept) return kept;
  const key = keys[0];
  const zone = box.podTimezone;
  if (zone === null || key === undefined || resolveTimeZone(zone).usedFallback) return null;
  const closures = book.otherClosures.filter((closure) => keys.includes(closure.terminalKey));
  return { ...defaultCalendar(key, zone), closures };
}

function calculatedFor(
  book: FreeTimeBook,
  box: FreeTimeBox,
  calendar: TerminalCalendar,
  scope: CalculatedSource,
): CalculatedLfd | null {
  if (box.dischargedAt === null) return null;
  const dischargeDate = localDateOf(box.dischargedAt, calendar.timezone)?.date;
  if (!dischargeDate) return null;
  // The version in force on the day the box was discharged counts its free time, whichever event starts it.
  const rule = freeTimeRuleFor(
    book.rules,
    {
      scope,
      keys: scope === "line" ? [box.lineScac] : box.terminalKeys,
      customerKey: box.customerKey,
      equipmentLength: box.equipmentLength,
    },
    dischargeDate,
  );
  if (!rule) return null;
  const startAt = rule.clockStart === "discharged" ? box.dischargedAt : box.firstAvailableAt;
  if (startAt === null) return null;
  return calculateLfd({
    rule,
    calendar,
    startEvent: rule.clockStart,
    startAt,
    extensionDays: box.extensionDays[scope],
  });
}

export function calculatedLfdsOf(book: FreeTimeBook, box: FreeTimeBox): CalculatedLfds {
  if (book.rules.length === 0 || box.railMove) return NO_CALCULATED_LFDS;
  const calendar = calendarFor(book, box);
  if (!calendar) return NO_CALCULATED_LFDS;
  return {
    line: calculatedFor(book, box, calendar, "line"),
    terminal: calculatedFor(book, box, calendar, "terminal"),
  };
}

/**
 * A reported LFD that is not the calculated one of the same source. `days` counts calendar days between them;
 * `reported_earlier` is the one that costs money (charges start before the free time the rule grants ends).
 */
export interface LfdDisagreement {
  source: CalculatedSource;
  reported: LocalDate;
  calculated: LocalDate;
  days: number;
  direction: "reported_earlier" | "reported_later";
}

/** Every disagreement, the costliest first: reported earlier (most days first), then reported later. */
export function lfdDisagreements(
  reported: Record<CalculatedSource, LocalDate | null>,
  calculated: CalculatedLfds,
): LfdDisagreement[] {
  const found: LfdDisagreement[] = [];
  for (const source of ["line", "terminal"] as const) {
    const mine = calculated[source]?.date ?? null;
    const theirs = reported[source];
    if (mine === null || theirs === null || mine === theirs) continue;
    const signed = calendarDaysBetween(mine, theirs);
    found.push({
      source,
      reported: theirs,
      calculated: mine,
      days: Math.abs(signed),
      direction: signed < 0 ? "reported_earlier" : "reported_later",
    });
  }
  return found.sort((a, b) => signedDays(a) - signedDays(b));
}

/** Reported minus calculated, in days: negative when the service's LFD is earlier (the costly direction). */
export function signedDays(disagreement: LfdDisagreement): number {
  return disagreement.direction === "reported_earlier" ? -disagreement.days : disagreement.days;
}
