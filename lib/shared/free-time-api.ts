// The contracts of GET/POST /api/free-time-rules, GET /api/terminal-calendars, POST/DELETE
// /api/terminal-calendars/closures and POST /api/containers/{id}/extensions: what the settings and calendar
// pages and integrations read. Rules are versions (lib/domain/free-time/free-time-rule.ts).
import type { CalculatedLfd } from "@/lib/domain/free-time/calculate-lfd";
import type { FreeTimeRule } from "@/lib/domain/free-time/free-time-rule";
import type { CalendarClosure, CalendarHoliday, IsoWeekday } from "@/lib/domain/free-time/terminal-calendar";

export type { CalculatedLfd };

/** One version of a rule; `inForce` says whether it counts boxes discharged today (UTC date). */
export type FreeTimeRuleView = FreeTimeRule & { createdByLabel: string; inForce: boolean };

/** Every version of every rule, grouped by rule, newest version first within each. */
export type FreeTimeRulesResponse = { data: FreeTimeRuleView[] };

export type ClosureView = CalendarClosure & {
  terminalKey: string;
  createdByLabel: string;
  createdAt: string;
  /** A withdrawn closure stays on record (evidence) but no longer moves any LFD. */
  removedAt: string | null;
  removedByLabel: string | null;
};

export type TerminalCalendarView = {
  /** The terminal's FIRMS code, else the service's terminal id. */
  key: string;
  name: string | null;
  timezone: string | null;
  gateDays: IsoWeekday[];
  holidays: CalendarHoliday[];
  holidaySets: string[];
  /** Standing and withdrawn closures, newest date first. */
  closures: ClosureView[];
  /** False: nobody keeps a calendar for this terminal; the default (weekdays, no holidays) stands in. */
  kept: boolean;
};

export type TerminalCalendarsResponse = { data: TerminalCalendarView[] };

export type FreeTimeExtensionView = {
  id: string;
  containerId: string;
  source: "line" | "terminal";
  days: number;
  grantedBy: string;
  note: string | null;
  documentId: string | null;
  /** The document attached as evidence, while it is in the workspace (null: none, or no longer there). */
  document: { id: string; name: string } | null;
  createdByLabel: string;
  createdAt: string;
};
