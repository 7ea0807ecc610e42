import { z } from "zod";

import type { LocalDate } from "../local-date";

// A terminal's calendar (product.md, "Free time and the calculated LFD"): its zone, the weekdays its gates
// open, named holidays and closures. Free-time rules read it to skip days; invoices and day records read it to
// say whether the terminal was closed on a day. Weekdays are ISO numbers: 1 = Monday … 7 = Sunday.

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];
/** Gates Monday to Friday: the calendar a terminal gets until someone keeps one for it. */
export const DEFAULT_GATE_DAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isRealDate(value), "Not a calendar date");
export const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:MM (24-hour)");

function isRealDate(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export interface CalendarHoliday {
  date: LocalDate;
  name: string;
}

/** A day (or some hours of it) the terminal did not work; `from`/`to` are local wall times when not whole-day. */
export interface CalendarClosure {
  id: string;
  date: LocalDate;
  wholeDay: boolean;
  from: string | null;
  to: string | null;
  reason: string;
  source: string | null;
}

export interface TerminalCalendar {
  /** The terminal's FIRMS code, else the service's terminal id (as tariffs key terminals). */
  key: string;
  name: string | null;
  timezone: string;
  gateDays: readonly IsoWeekday[];
  holidays: readonly CalendarHoliday[];
  closures: readonly CalendarClosure[];
  /** False when nobody keeps a calendar for this terminal and the default (weekdays, no holidays) stands in. */
  kept: boolean;
}

export function isoWeekdayOf(date: LocalDate): IsoWeekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/** The calendar used for a terminal nobody keeps one for: its port's zone, gates on weekdays, no holidays. */
export function defaultCalendar(key: string, timezone: string): TerminalCalendar {
  return { key, name: null, timezone, gateDays: DEFAULT_GATE_DAYS, holidays: [], closures: [], kept: false };
}

export function holidayOn(calendar: TerminalCalendar, date: LocalDate): CalendarHoliday | null {
  return calendar.holidays.find((holiday) => holiday.date === date) ?? null;
}

/** The whole-day closure of a date, else its first partial one; null when the terminal had none that day. */
export function closureOn(calendar: TerminalCalendar, date: LocalDate): CalendarClosure | null {
  const closures = calendar.closures.filter((closure) => closure.date === date);
  return closures.find((closure) => closure.wholeDay) ?? closures[0] ?? null;
}

/**
 * Whether a terminal's gates were shut all day (no gate that weekday, a holiday, a whole-day closure) and every
 * reason, partial closures noted though the gates opened: the one reading of a terminal day that the day records
 * and the invoice check share.
 */
export function terminalDayStatus(
  calendar: TerminalCalendar | null,
  date: LocalDate,
): { closed: boolean; reasons: string[] } {
  if (!calendar) return { closed: false, reasons: [] };
  const noGate = !calendar.gateDays.includes(isoWeekdayOf(date));
  const holiday = holidayOn(calendar, date);
  const closure = closureOn(calendar, date);
  const reasons = [
    noGate ? "no gate that weekday" : null,
    holiday ? `holiday: ${holiday.name}` : null,
    closure
      ? closure.wholeDay
        ? `closed: ${closure.reason}`
        : `closed ${closure.from ?? ""}–${closure.to ?? ""}: ${closure.reason}`
      : null,
  ].filter((reason): reason is string => reason !== null);
  return { closed: noGate || holiday !== null || closure?.wholeDay === true, reasons };
}
