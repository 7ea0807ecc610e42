import { addCalendarDays, wallClockOf, type LocalDate } from "../local-date";

import {
  effectiveSkip,
  type ClockStart,
  type FirstDay,
  type FreeTimeDayKind,
  type FreeTimeRule,
} from "./free-time-rule";
import { closureOn, holidayOn, isoWeekdayOf, type TerminalCalendar } from "./terminal-calendar";

// The calculated LFD of one source (product.md): the Nth counted day from the clock start, N = the rule's free
// days plus the box's extensions, in the terminal's zone. It carries its derivation so anyone can check it:
// the start event and its local time, every counted day, every skipped day and why, the rule version.
// Example (product.md): discharged Tue Nov 3 07:12 Los Angeles, 4 working days, first day next → Wed 4,
// Thu 5, Fri 6, (Sat 7, Sun 8 skipped), Mon 9; with Mon 9 a closure → Tue 10.

export type SkipWhy = "saturday" | "sunday" | "holiday" | "closure";

export interface SkippedDay {
  date: LocalDate;
  why: SkipWhy;
  /** The holiday's name or the closure's reason. */
  name?: string;
}

export interface CalculatedLfd {
  date: LocalDate;
  startEvent: ClockStart;
  /** The start event's instant as the service sent it (UTC). */
  startAt: string;
  /** Its local date and wall time in `timezone`. */
  startLocal: { date: LocalDate; time: string };
  timezone: string;
  /** The rule's setting: the first counted day is the start's own date (`same`) or the next one. */
  firstDay: FirstDay;
  counted: LocalDate[];
  skipped: SkippedDay[];
  freeDays: number;
  dayKind: FreeTimeDayKind;
  extensionDays: number;
  ruleId: string;
  ruleVersionId: string;
  /** The first day the version is in force: how people tell versions apart ("the version from Nov 1"). */
  ruleEffectiveFrom?: LocalDate;
  ruleRef: string | null;
}

export interface CalculateLfdInput {
  rule: FreeTimeRule;
  calendar: TerminalCalendar;
  startEvent: ClockStart;
  startAt: string;
  extensionDays: number;
}

const pad = (value: number): string => String(value).padStart(2, "0");

/** More skipped days in a row than any real calendar has: the rule skips every day, so there is no LFD. */
const MAX_SKIPPED = 60;

/** Why a rule does not count a day (null: it counts), in the order a dispatcher names them. */
export function skipReason(
  rule: Pick<FreeTimeRule, "dayKind" | "skip">,
  calendar: TerminalCalendar,
  date: LocalDate,
): Omit<SkippedDay, "date"> | null {
  const skip = effectiveSkip(rule);
  const weekday = isoWeekdayOf(date);
  if (skip.saturday && weekday === 6) return { why: "saturday" };
  if (skip.sunday && weekday === 7) return { why: "sunday" };
  const holiday = skip.holidays ? holidayOn(calendar, date) : null;
  if (holiday) return { why: "holiday", name: holiday.name };
  const closure = skip.closures ? closureOn(calendar, date) : null;
  if (closure?.wholeDay) return { why: "closure", name: closure.reason };
  return null;
}

/** Null when the start instant cannot be read or the rule skips every day it meets. */
export function calculateLfd(input: CalculateLfdInput): CalculatedLfd | null {
  const { rule, calendar } = input;
  const wall = wallClockOf(input.startAt, calendar.timezone);
  if (!wall) return null;
  const wanted = rule.freeDays + Math.max(0, input.extensionDays);
  const counted: LocalDate[] = [];
  const skipped: SkippedDay[] = [];
  let day = rule.firstDay === "same" ? wall.date : addCalendarDays(wall.date, 1);
  let skippedInARow = 0;
  while (counted.length < wanted) {
    const reason = skipReason(rule, calendar, day);
    if (reason) {
      skipped.push({ date: day, ...reason });
      if (++skippedInARow > MAX_SKIPPED) return null;
    } else {
      counted.push(day);
      skippedInARow = 0;
    }
    day = addCalendarDays(day, 1);
  }
  return {
    date: counted[counted.length - 1] ?? wall.date,
    startEvent: input.startEvent,
    startAt: input.startAt,
    startLocal: { date: wall.date, time: `${pad(wall.hour)}:${pad(wall.minute)}` },
    timezone: wall.timeZone,
    firstDay: rule.firstDay,
    counted,
    skipped,
    freeDays: rule.freeDays,
    dayKind: rule.dayKind,
    extensionDays: Math.max(0, input.extensionDays),
    ruleId: rule.ruleId,
    ruleVersionId: rule.id,
    ruleEffectiveFrom: rule.effectiveFrom,
    ruleRef: rule.ruleRef,
  };
}
