import { addCalendarDays, calendarDaysBetween, localDateOf, type LocalDate } from "../local-date";

import { DISPUTE_WINDOW_DAYS } from "./check-invoice";
import { isContestable, type DayCode, type Verdict } from "./day-codes";

// A dispute's life and its clocks (product.md, "Dispute clocks"; 46 CFR 541.8). It is opened from an invoice, then
// filed with the billing party, then answered: won, partly won or lost; it may be withdrawn before it ends. Two
// deadlines: the team must dispute by the invoice's billing date + 30 days (or the later date the invoice grants),
// and the billing party must answer within 30 days of the filing. Deadlines are calendar dates; "days left" counts
// whole dates in the workspace's zone, so a DST change never moves a deadline.

export const DISPUTE_STATUSES = ["open", "filed", "won", "partly_won", "lost", "withdrawn"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The billing party has this many days from the filing to answer (541.8). */
export const ANSWER_WINDOW_DAYS = 30;

/** Where a dispute may go from each status; the ended ones go nowhere. */
const NEXT: Record<DisputeStatus, readonly DisputeStatus[]> = {
  open: ["filed", "withdrawn"],
  filed: ["won", "partly_won", "lost", "withdrawn"],
  won: [],
  partly_won: [],
  lost: [],
  withdrawn: [],
};

export function canMove(from: DisputeStatus, to: DisputeStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextStatuses(from: DisputeStatus): readonly DisputeStatus[] {
  return NEXT[from];
}

/** An outcome that needs the amount credited: the billing party gave some money back. */
export const CREDITING_STATUSES: readonly DisputeStatus[] = ["won", "partly_won"];

export const isEnded = (status: DisputeStatus): boolean => NEXT[status].length === 0;

/**
 * The date to dispute by: the billing date + 30 days, or a later date the invoice grants. Null when the invoice
 * has no billing date and grants none (the team must then say by when).
 */
export function disputeByOf(billedOn: LocalDate | null, granted: LocalDate | null): LocalDate | null {
  const rule = billedOn === null ? null : addCalendarDays(billedOn, DISPUTE_WINDOW_DAYS);
  if (rule === null) return granted;
  if (granted === null) return rule;
  return calendarDaysBetween(rule, granted) > 0 ? granted : rule;
}

export function answerDueOf(filedOn: LocalDate): LocalDate {
  return addCalendarDays(filedOn, ANSWER_WINDOW_DAYS);
}

/**
 * The charged days a dispute of a check takes, each with the amount it disputes: every day, at what it bills,
 * when the invoice need not be paid at all; else the contestable days, at what each puts at stake (a rate
 * mismatch's overcharge only). The form shows these and the server stores them: one rule for both.
 */
export function disputableDays<Day extends { code: DayCode; amount: number | null; atStake: number }>(
  verdict: Verdict,
  days: readonly Day[],
): (Day & { disputedAmount: number | null })[] {
  const whole = verdict === "not_payable";
  return days.flatMap((day) =>
    whole || isContestable(day.code) ? [{ ...day, disputedAmount: whole ? day.amount : day.atStake }] : [],
  );
}

/** A stored `{ "<currency>": amount }` (a dispute's disputed or credited column) read back; anything else is left out. */
export function amountsOf(value: unknown): Record<string, number> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([currency, amount]) =>
      typeof amount === "number" ? [[currency, amount]] : [],
    ),
  );
}

export type DeadlineKind = "dispute_by" | "answer_due";
export type Deadline = { kind: DeadlineKind; date: LocalDate };

/** The deadline a dispute runs against now: the team's while open, the billing party's once filed; none after. */
export function currentDeadline(dispute: {
  status: DisputeStatus;
  disputeBy: LocalDate;
  answerDue: LocalDate | null;
}): Deadline | null {
  if (dispute.status === "open") return { kind: "dispute_by", date: dispute.disputeBy };
  if (dispute.status === "filed" && dispute.answerDue !== null) return { kind: "answer_due", date: dispute.answerDue };
  return null;
}

/** Reminders go out this many days before a deadline (and on the day itself, as the last one). */
export const DEADLINE_LEADS = [7, 3, 1] as const;
export type DeadlineLead = (typeof DEADLINE_LEADS)[number];

/**
 * The reminder due with `daysLeft` to go: the nearest lead not yet passed (7 days left and fewer: the 7-day one;
 * 3 and fewer: the 3-day one; 1 or 0: the 1-day one). One per lead, so each goes out once; a dispute opened with
 * two days left gets the 3-day reminder only, never a late 7-day one. Null beyond 7 days or once past.
 */
export function leadFor(daysLeft: number): DeadlineLead | null {
  if (daysLeft < 0) return null;
  const leads = [...DEADLINE_LEADS].sort((a, b) => a - b);
  return leads.find((lead) => daysLeft <= lead) ?? null;
}

/** Whole days from the instant `now`'s date in `zone` to `date` (0: the deadline is today). */
export function daysLeft(date: LocalDate, now: Date, zone: string): number {
  const today = localDateOf(now, zone)?.date;
  if (!today) throw new RangeError(`Not an instant: ${String(now)}`);
  return calendarDaysBetween(today, date);
}
