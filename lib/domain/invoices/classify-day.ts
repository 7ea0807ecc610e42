import type { DayRecordContent } from "../days/day-record";
import { terminalDayStatus } from "../free-time/terminal-calendar";
import { calendarDaysBetween, type LocalDate } from "../local-date";

import type { BoxEvidence, DayEvidence, EvidenceFact, RateLookup } from "./box-evidence";
import type { FirstCharge } from "./charged-twice";
import type { DayCode } from "./day-codes";
import { equipmentDay, portFreeTime } from "./free-time-end";
import { isPortKind, type ChargeKind } from "./invoice";
import { roundMoney } from "./line-money";
import { unavailableAllDay } from "./pickup-day";

// One charged box day's code (the order and why: day-codes.ts), the amount it puts at stake, and the evidence it
// rests on: the day record(s), times and sources.

export interface ChargedDay {
  /** The box, or null when no box of that number is tracked in the workspace. */
  box: BoxEvidence | null;
  kind: ChargeKind;
  date: LocalDate;
  /** The day's share of the line (line-money.ts); null when the line names no money. */
  amount: number | null;
  /** The rate per day the line bills (its amount per day when it names no rate). */
  ratePerDay: number | null;
  currency: string;
  /** The first bill of this box, day and charge, when it is another (charged-twice.ts). */
  earlier: FirstCharge | null;
  rateOn: RateLookup;
}

export interface DayVerdict {
  code: DayCode;
  /** In the line's currency: the day's amount, or for a rate mismatch what it bills above the tariff. */
  atStake: number;
  evidence: DayEvidence;
}

function baseEvidence(
  box: BoxEvidence | null,
  date: LocalDate,
): { evidence: DayEvidence; record: DayRecordContent | null } {
  const records = box?.days.get(date) ?? [];
  const current = records[records.length - 1];
  return {
    record: current?.record ?? null,
    evidence: {
      zone: box?.zone ?? null,
      recordIds: [...records].reverse().map((ref) => ref.id),
      recordedAt: current?.recordedAt ?? null,
      changeIds: current?.record.sources.changeIds ?? [],
      checks: current ? current.record.checks : null,
      facts: [],
    },
  };
}

export function classifyDay(day: ChargedDay): DayVerdict {
  const { box, date } = day;
  const { evidence, record } = baseEvidence(box, date);
  const amount = day.amount ?? 0;
  const verdict = (code: DayCode, facts: EvidenceFact[], atStake = amount): DayVerdict => ({
    code,
    atStake,
    evidence: { ...evidence, facts: [...facts, ...(record === null ? [{ kind: "no_record" } as const] : [])] },
  });
  if (box === null) return verdict("unknown_container", [{ kind: "not_tracked" }], 0);

  if (box.discharged === null) return verdict("before_discharge", [{ kind: "not_discharged" }]);
  if (date < box.discharged.date) return verdict("before_discharge", [{ kind: "discharged", at: box.discharged.at }]);
  const port = isPortKind(day.kind);
  if (port && box.leftTerminal !== null && date > box.leftTerminal.date)
    return verdict("after_pickup", [{ kind: "left_terminal", at: box.leftTerminal.at }]);
  if (!port && box.returned !== null && date > box.returned.date)
    return verdict("after_return", [{ kind: "returned", at: box.returned.at }]);

  let dayNumber: number | null;
  const context: EvidenceFact[] = [];
  if (port) {
    const freeTime = portFreeTime(box, day.kind);
    if (freeTime !== null && date <= freeTime.lfd) return verdict("in_free_time", [freeTime]);
    if (freeTime !== null) context.push(freeTime);
    dayNumber = freeTime === null ? null : calendarDaysBetween(freeTime.lfd, date);
  } else {
    const equipment = equipmentDay(box, date, record);
    if (equipment.free) return verdict("in_free_time", equipment.facts);
    context.push(...equipment.facts);
    dayNumber = equipment.dayNumber;
  }

  if (port) {
    // The calendar as kept now, so a closure entered after the day counts (the day record kept the calendar as
    // it stood at the day's end); partial closures do not shut the gates.
    const now = box.calendar ? terminalDayStatus(box.calendar, date) : null;
    const reasons = now ? (now.closed ? now.reasons : []) : record?.terminal.closed ? record.terminal.reasons : [];
    if (reasons.length > 0) return verdict("terminal_closed", [{ kind: "terminal_closed", reasons }]);
    const unavailable = record !== null && !record.unverified ? unavailableAllDay(record) : null;
    if (record !== null && unavailable !== null)
      return verdict("not_available", [
        { kind: "availability", ...record.available },
        ...unavailable.holds.map((hold) => ({ kind: "hold" as const, ...hold })),
      ]);
    if (record !== null) context.push({ kind: "availability", ...record.available });
  }

  if (day.earlier !== null) return verdict("charged_twice", [{ kind: "also_charged", ...day.earlier }]);

  if (dayNumber !== null) {
    const tariff = day.rateOn({ box, kind: day.kind, date, dayNumber });
    if (tariff === null) context.push({ kind: "no_tariff", dayNumber });
    else {
      const fact: EvidenceFact = {
        kind: "tariff",
        dayNumber,
        expected: tariff.ratePerDay,
        expectedCurrency: tariff.currency,
        charged: day.ratePerDay,
        chargedCurrency: day.currency,
        tariff: tariff.tariff,
      };
      const sameCurrency = tariff.currency === day.currency;
      const charged = day.ratePerDay ?? day.amount;
      if (
        charged !== null &&
        (!sameCurrency || roundMoney(charged, day.currency) !== roundMoney(tariff.ratePerDay, day.currency))
      ) {
        // Billed in another currency than the tariff's, the whole day is in question; else what it bills above it.
        const over = sameCurrency ? Math.max(0, roundMoney(amount - tariff.ratePerDay, day.currency)) : amount;
        return verdict("rate_mismatch", [...context, fact], over);
      }
      context.push(fact);
    }
  }

  if (record === null || record.unverified) return verdict("unverified", context, 0);
  return verdict("chargeable", context, 0);
}
