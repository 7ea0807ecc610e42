import "server-only";

import { DEFAULT_GATE_DAYS, ISO_WEEKDAYS, type IsoWeekday } from "@/lib/domain/free-time/terminal-calendar";
import type { TerminalClosure as ClosureRow } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { reevaluateNow } from "@/lib/server/cache/reevaluate-now";
import { notifyLive } from "@/lib/server/live/notify";
import { AppError } from "@/lib/shared/app-error";
import type { ClosureView, TerminalCalendarView } from "@/lib/shared/free-time-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { ClosureInput } from "@/lib/validations/free-time";

import { closureOf, dateText } from "./free-time-book";
import { markFreeTimeDue } from "./mark-due";

// Terminal calendars: the kept ones, and every terminal of the account with the default calendar standing in,
// so a closure can be added for any terminal boxes are at. A closure is evidence: withdrawing it keeps the row.

function closureView(row: ClosureRow): ClosureView {
  return {
    ...closureOf(row),
    terminalKey: row.terminalKey,
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
    removedByLabel: row.removedByLabel,
  };
}

const weekdays = (days: readonly number[]): IsoWeekday[] =>
  days.filter((day): day is IsoWeekday => (ISO_WEEKDAYS as readonly number[]).includes(day));

export async function listTerminalCalendars(workspaceId: string): Promise<TerminalCalendarView[]> {
  const [calendars, holidays, closures, terminals, ports] = await Promise.all([
    db.terminalCalendar.findMany({ where: { workspaceId } }),
    db.calendarHoliday.findMany({ where: { workspaceId }, orderBy: { date: "asc" } }),
    db.terminalClosure.findMany({ where: { workspaceId }, orderBy: [{ date: "desc" }, { createdAt: "desc" }] }),
    db.terminal.findMany({
      where: { workspaceId, kind: "terminal" },
      select: { upstreamId: true, firmsCode: true, name: true, portUpstreamId: true },
    }),
    db.port.findMany({ where: { workspaceId }, select: { upstreamId: true, timezone: true } }),
  ]);
  const zones = new Map(ports.map((port) => [port.upstreamId, port.timezone]));
  const views = new Map<string, TerminalCalendarView>();
  for (const calendar of calendars)
    views.set(calendar.terminalKey, {
      key: calendar.terminalKey,
      name: calendar.name,
      timezone: calendar.timezone,
      gateDays: weekdays(calendar.gateDays),
      holidaySets: calendar.holidaySets,
      holidays: holidays
        .filter((holiday) => calendar.holidaySets.includes(holiday.setKey))
        .map((holiday) => ({ date: dateText(holiday.date), name: holiday.name })),
      closures: [],
      kept: true,
    });
  for (const terminal of terminals) {
    const key = terminal.firmsCode ?? terminal.upstreamId;
    if (views.has(key) || views.has(terminal.upstreamId)) continue;
    views.set(key, {
      key,
      name: terminal.name,
      timezone: terminal.portUpstreamId ? (zones.get(terminal.portUpstreamId) ?? null) : null,
      gateDays: [...DEFAULT_GATE_DAYS],
      holidaySets: [],
      holidays: [],
      closures: [],
      kept: false,
    });
  }
  for (const closure of closures) views.get(closure.terminalKey)?.closures.push(closureView(closure));
  return [...views.values()].sort((a, b) => (a.name ?? a.key).localeCompare(b.name ?? b.key));
}

async function applied(workspaceId: string, terminalKey: string): Promise<void> {
  await reevaluateNow(workspaceId, "free_time", (id) => markFreeTimeDue(id, "terminal", terminalKey));
  await notifyLive(workspaceId, "containers");
  await notifyLive(workspaceId, "free_time");
}

export async function addClosure(user: SessionUser, input: ClosureInput): Promise<ClosureView> {
  const known = (await listTerminalCalendars(user.workspaceId)).some((calendar) => calendar.key === input.terminalKey);
  if (!known) throw new AppError("not_found", "No terminal of this account has that FIRMS code or id.");
  const row = await db.terminalClosure.create({
    data: {
      workspaceId: user.workspaceId,
      terminalKey: input.terminalKey,
      date: new Date(`${input.date}T00:00:00Z`),
      wholeDay: input.wholeDay,
      fromTime: input.wholeDay ? null : input.from,
      toTime: input.wholeDay ? null : input.to,
      reason: input.reason,
      source: input.source,
      createdById: user.id,
      createdByLabel: user.name ?? user.email,
    },
  });
  await applied(user.workspaceId, row.terminalKey);
  return closureView(row);
}

/** Withdraws a closure: it stays on record, marked withdrawn, and stops moving LFDs. */
export async function withdrawClosure(user: SessionUser, id: string): Promise<ClosureView> {
  const { count } = await db.terminalClosure.updateMany({
    where: { id, workspaceId: user.workspaceId, removedAt: null },
    data: { removedAt: new Date(), removedByLabel: user.name ?? user.email },
  });
  const row = await db.terminalClosure.findFirst({ where: { id, workspaceId: user.workspaceId } });
  if (!row) throw new AppError("not_found", "That closure does not exist on this workspace.");
  if (count > 0) await applied(user.workspaceId, row.terminalKey);
  return closureView(row);
}
