import type { TerminalCalendar } from "./free-time/terminal-calendar";
import { closureOn, holidayOn, isoWeekdayOf } from "./free-time/terminal-calendar";
import { calendarDaysBetween, type LocalDate } from "./local-date";
import { dailyCharge, type Tariff } from "./tariff";

// What a planned pickup day costs before anyone commits to it (issue: "warn before money is lost"). A plan is
// still the dispatcher's to make: these are reasons to ask first, never refusals.
// - late: the day falls after the governing LFD; the demurrage estimate adds the tariff's charge for each
//   chargeable day through the planned day (day 1 = the day after the LFD), an estimate, in the tariff's
//   currency; none without a tariff (never guessed).
// - closed: the terminal's calendar has the day closed (a closure, a holiday, or no gate that weekday).
// - blocked: a hold stops the box today; the plan only works if it is released by then.

export type PlanClosed = { kind: "closure" | "holiday" | "no_gate"; reason: string };
export type PlanLate = {
  days: number;
  lfdDate: LocalDate;
  /** The estimated demurrage through the planned day; null without a tariff. */
  estimate: { currency: string; amount: number } | null;
};
export type PlanRisk = {
  late: PlanLate | null;
  closed: PlanClosed | null;
  blocked: { holds: string[] } | null;
};

export type PlanRiskInput = {
  date: LocalDate;
  /** The governing LFD's local date; null when none is known. */
  lfdDate: LocalDate | null;
  /** False for a box already out or returned: its pickup is history and nothing here applies. */
  stillToPull: boolean;
  demurrage: Pick<Tariff, "currency" | "tiers"> | null;
  calendar: TerminalCalendar | null;
  /** The names of the holds blocking the box now. */
  blockingHolds: readonly string[];
};

const WEEKDAY_NAMES = ["", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"];

function closedOn(calendar: TerminalCalendar | null, date: LocalDate): PlanClosed | null {
  if (!calendar) return null;
  const closure = closureOn(calendar, date);
  if (closure?.wholeDay) return { kind: "closure", reason: closure.reason };
  const holiday = holidayOn(calendar, date);
  if (holiday) return { kind: "holiday", reason: holiday.name };
  const weekday = isoWeekdayOf(date);
  if (!calendar.gateDays.includes(weekday))
    return { kind: "no_gate", reason: `gates closed on ${WEEKDAY_NAMES[weekday] ?? "that day"}` };
  return null;
}

export function planRiskOf(input: PlanRiskInput): PlanRisk {
  if (!input.stillToPull) return { late: null, closed: null, blocked: null };
  let late: PlanLate | null = null;
  if (input.lfdDate !== null) {
    const days = calendarDaysBetween(input.lfdDate, input.date);
    if (days > 0) {
      const tariff = input.demurrage;
      let amount = 0;
      if (tariff) for (let day = 1; day <= days; day += 1) amount += dailyCharge(tariff, day);
      late = {
        days,
        lfdDate: input.lfdDate,
        estimate: tariff ? { currency: tariff.currency, amount: Math.round(amount * 100) / 100 } : null,
      };
    }
  }
  return {
    late,
    closed: closedOn(input.calendar, input.date),
    blocked: input.blockingHolds.length > 0 ? { holds: [...input.blockingHolds] } : null,
  };
}

export function isRisky(risk: PlanRisk): boolean {
  return risk.late !== null || risk.closed !== null || risk.blocked !== null;
}

/** A pickup already planned, as the board and the calendar flag it: after the governing LFD, or while blocked. */
export type PlannedFlags = { late: boolean; blocked: boolean };

export function plannedPickupFlags(input: {
  plannedDate: LocalDate | null;
  lfdDate: LocalDate | null;
  stillToPull: boolean;
  /** A hold blocks the box now (the row's blocked flag). */
  blocked: boolean;
}): PlannedFlags {
  if (input.plannedDate === null || !input.stillToPull) return { late: false, blocked: false };
  return { late: input.lfdDate !== null && input.plannedDate > input.lfdDate, blocked: input.blocked };
}
