import "server-only";

import type { FreeTimeBook } from "@/lib/domain/free-time/box-free-time";
import {
  CLOCK_STARTS,
  FIRST_DAYS,
  FREE_TIME_DAY_KINDS,
  FREE_TIME_SCOPES,
  type FreeTimeRule,
} from "@/lib/domain/free-time/free-time-rule";
import {
  ISO_WEEKDAYS,
  type CalendarClosure,
  type IsoWeekday,
  type TerminalCalendar,
} from "@/lib/domain/free-time/terminal-calendar";
import type {
  CalendarHoliday as HolidayRow,
  FreeTimeRule as RuleRow,
  TerminalCalendar as CalendarRow,
  TerminalClosure as ClosureRow,
} from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// The workspace's free-time rules (every version) and terminal calendars (with their holidays and the closures
// still standing), as the domain reads them. A row whose enum text no longer reads is left out, never guessed.

/** A `date` column (midnight UTC of the calendar date) as YYYY-MM-DD. */
export const dateText = (date: Date): string => date.toISOString().slice(0, 10);

const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

export function ruleFromRow(row: RuleRow): FreeTimeRule | null {
  const scope = oneOf(FREE_TIME_SCOPES, row.scope);
  const dayKind = oneOf(FREE_TIME_DAY_KINDS, row.dayKind);
  const clockStart = oneOf(CLOCK_STARTS, row.clockStart);
  const firstDay = oneOf(FIRST_DAYS, row.firstDay);
  if (!scope || !dayKind || !clockStart || !firstDay) return null;
  return {
    id: row.id,
    ruleId: row.ruleId,
    createdAt: row.createdAt.toISOString(),
    scope,
    scopeKey: row.scopeKey,
    customerKey: row.customerKey,
    equipmentLength: row.equipmentLength,
    freeDays: row.freeDays,
    dayKind,
    skip: {
      saturday: row.skipSaturday,
      sunday: row.skipSunday,
      holidays: row.skipHolidays,
      closures: row.skipClosures,
    },
    clockStart,
    firstDay,
    effectiveFrom: dateText(row.effectiveFrom),
    effectiveTo: row.effectiveTo ? dateText(row.effectiveTo) : null,
    ruleRef: row.ruleRef,
    ruleUrl: row.ruleUrl,
  };
}

export function closureOf(row: ClosureRow): CalendarClosure {
  return {
    id: row.id,
    date: dateText(row.date),
    wholeDay: row.wholeDay,
    from: row.fromTime,
    to: row.toTime,
    reason: row.reason,
    source: row.source,
  };
}

export function calendarFromRows(
  row: CalendarRow,
  holidays: readonly HolidayRow[],
  closures: readonly ClosureRow[],
): TerminalCalendar {
  return {
    key: row.terminalKey,
    name: row.name,
    timezone: row.timezone,
    gateDays: row.gateDays.filter((day): day is IsoWeekday => (ISO_WEEKDAYS as readonly number[]).includes(day)),
    holidays: holidays
      .filter((holiday) => row.holidaySets.includes(holiday.setKey))
      .map((holiday) => ({ date: dateText(holiday.date), name: holiday.name })),
    closures: closures.filter((closure) => closure.terminalKey === row.terminalKey).map(closureOf),
    kept: true,
  };
}

export async function workspaceFreeTimeBook(workspaceId: string): Promise<FreeTimeBook> {
  const [rules, calendars, holidays, closures] = await Promise.all([
    db.freeTimeRule.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" } }),
    db.terminalCalendar.findMany({ where: { workspaceId }, orderBy: { terminalKey: "asc" } }),
    db.calendarHoliday.findMany({ where: { workspaceId }, orderBy: { date: "asc" } }),
    db.terminalClosure.findMany({ where: { workspaceId, removedAt: null }, orderBy: { date: "asc" } }),
  ]);
  const kept = new Set(calendars.map((row) => row.terminalKey));
  return {
    rules: rules.flatMap((row) => ruleFromRow(row) ?? []),
    calendars: calendars.map((row) => calendarFromRows(row, holidays, closures)),
    otherClosures: closures
      .filter((closure) => !kept.has(closure.terminalKey))
      .map((closure) => ({ terminalKey: closure.terminalKey, ...closureOf(closure) })),
  };
}
