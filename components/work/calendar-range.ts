import { addCalendarDays, calendarDaysBetween } from "@/lib/domain/local-date";
import { monthText, shortDayText } from "@/lib/shared/format/date";

// Pure. The calendar's ranges in local dates (YYYY-MM-DD, no zone: each entry's date is already local to its
// terminal). Weeks start on Monday; a month shows whole weeks, so its grid begins on the Monday on or before
// the 1st and ends on the Sunday on or after the last day (at most 42 days, inside the API's 62).

export type CalendarView = "week" | "month";
export type CalendarRange = { from: string; to: string; days: string[] };

const ISO = /^\d{4}-\d{2}-\d{2}$/;
export const isLocalDate = (value: string | null | undefined): value is string =>
  Boolean(value && ISO.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function span(from: string, to: string): CalendarRange {
  const count = calendarDaysBetween(from, to) + 1;
  return { from, to, days: Array.from({ length: count }, (_, i) => addCalendarDays(from, i)) };
}

export function weekRange(date: string): CalendarRange {
  const from = addCalendarDays(date, -weekdayOf(date));
  return span(from, addCalendarDays(from, 6));
}

export function monthRange(date: string): CalendarRange {
  const first = `${date.slice(0, 8)}01`;
  const nextFirst = shiftMonth(first, 1);
  const last = addCalendarDays(nextFirst, -1);
  return span(addCalendarDays(first, -weekdayOf(first)), addCalendarDays(last, 6 - weekdayOf(last)));
}

export function rangeOf(view: CalendarView, date: string): CalendarRange {
  return view === "week" ? weekRange(date) : monthRange(date);
}

/** The same day of another month, clamped to that month's length (Jan 31 + 1 month = Feb 28). */
export function shiftMonth(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(year, month, 1));
  const length = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(Number(date.slice(8, 10)), length));
  return target.toISOString().slice(0, 10);
}

/** The anchor date one page earlier or later. */
export function shiftAnchor(view: CalendarView, date: string, direction: -1 | 1): string {
  return view === "week" ? addCalendarDays(date, 7 * direction) : shiftMonth(date, direction);
}

/** The day a keyboard move lands on: ←/→ one day, ↑/↓ one week, kept inside the shown range. */
export function moveDay(date: string, key: string, range: CalendarRange): string | null {
  const step =
    key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : key === "ArrowUp" ? -7 : key === "ArrowDown" ? 7 : 0;
  if (step === 0) return null;
  const next = addCalendarDays(date, step);
  return next < range.from || next > range.to ? date : next;
}

/** "November 2026" for a month view; "Nov 16 – 22, 2026" or "Nov 30 – Dec 6, 2026" for a week. */
export function rangeTitle(view: CalendarView, anchor: string, range: CalendarRange): string {
  if (view === "month") return monthText(anchor);
  const sameMonth = range.from.slice(0, 7) === range.to.slice(0, 7);
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  const start = sameYear ? shortDayText(range.from) : `${shortDayText(range.from)}, ${range.from.slice(0, 4)}`;
  const end = sameMonth ? String(Number(range.to.slice(8, 10))) : shortDayText(range.to);
  return `${start} – ${end}, ${range.to.slice(0, 4)}`;
}
