import type { DayRecordContent } from "../days/day-record";
import { addCalendarDays, calendarDaysBetween, type LocalDate } from "../local-date";

import type { BoxEvidence, EvidenceFact } from "./box-evidence";
import type { ChargeKind } from "./invoice";

// Where a charge's free time ends (product.md, `in_free_time`).
// - Demurrage and storage: "the reported LFD of that source, or the calculated one when none is reported, plus
//   extensions". Demurrage is the line's charge (the line's LFD), storage the terminal's (the terminal's LFD).
//   Extensions are added to a reported LFD as calendar days: a line counting working days would end its free time
//   later still, so calendar days never claim a free day the extension did not grant. A calculated LFD already
//   counts them (lib/domain/free-time/calculate-lfd.ts). With no LFD of the source at all, the governing LFD
//   (the earliest, by default) stands in: the earliest is the one that never makes a chargeable day free.
// - Detention and per diem: the return-by the day records kept (lib/domain/days/day-record.ts, from the per-diem
//   tariffs in force), and every day before the box left the terminal (the equipment clock starts at full-out).

export type FreeTimeFact = Extract<EvidenceFact, { kind: "free_time" }>;

export function portFreeTime(box: BoxEvidence, kind: ChargeKind): FreeTimeFact | null {
  const source = kind === "storage" ? "terminal" : "line";
  const lfds = box.lfd[source];
  const extensionDays = box.extensionDays[source];
  if (lfds.reported !== null)
    return {
      kind: "free_time",
      lfd: addCalendarDays(lfds.reported, extensionDays),
      source,
      basis: "reported",
      extensionDays,
      ruleRef: null,
    };
  if (lfds.calculated !== null)
    return {
      kind: "free_time",
      lfd: lfds.calculated,
      source,
      basis: "calculated",
      extensionDays,
      ruleRef: lfds.ruleRef,
    };
  if (box.governing === null) return null;
  return {
    kind: "free_time",
    lfd: box.governing.date,
    source: "governing",
    basis: box.governing.basis,
    extensionDays: 0,
    ruleRef: null,
  };
}

export type ReturnByFact = Extract<EvidenceFact, { kind: "return_by" }>;

/**
 * The box's return-by as its day records show it: a chargeable detention day N on date D puts it at D − N; free
 * days alone only show it is no earlier than the last of them.
 */
export function returnByOf(box: BoxEvidence): ReturnByFact {
  let date: LocalDate | null = null;
  let lastFreeSeen: LocalDate | null = null;
  for (const [day, records] of box.days) {
    const record = records[records.length - 1]?.record;
    const detention = record?.charges.find((charge) => charge.kind === "detention");
    if (!detention) continue;
    if (detention.status === "chargeable" && detention.dayNumber !== null && date === null)
      date = addCalendarDays(day, -detention.dayNumber);
    if (detention.status === "free" && (lastFreeSeen === null || day > lastFreeSeen)) lastFreeSeen = day;
  }
  return { kind: "return_by", date, lastFreeSeen };
}

export type EquipmentDay = { free: boolean; dayNumber: number | null; facts: EvidenceFact[] };

/** Whether an equipment charge's day falls in its free time, and else its chargeable day number when known. */
export function equipmentDay(box: BoxEvidence, date: LocalDate, record: DayRecordContent | null): EquipmentDay {
  const left = box.leftTerminal;
  if (left !== null && date < left.date)
    return { free: true, dayNumber: null, facts: [{ kind: "left_terminal", at: left.at }] };
  if (left === null && box.returned === null && record?.phase === "at_terminal")
    return { free: true, dayNumber: null, facts: [] };
  const returnBy = returnByOf(box);
  if (returnBy.date !== null) {
    const dayNumber = calendarDaysBetween(returnBy.date, date);
    return { free: dayNumber <= 0, dayNumber: dayNumber > 0 ? dayNumber : null, facts: [returnBy] };
  }
  const free = returnBy.lastFreeSeen !== null && date <= returnBy.lastFreeSeen;
  return { free, dayNumber: null, facts: returnBy.lastFreeSeen !== null ? [returnBy] : [] };
}
