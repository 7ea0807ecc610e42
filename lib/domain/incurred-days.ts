import type { DayCharge } from "./days/day-record";
import { addCalendarDays, calendarDaysBetween, type LocalDate } from "./local-date";

// The chargeable days of a box as its day records say them (product.md, "Box days: the evidence"): a day at the
// terminal past the governing LFD (demurrage or storage), a day out past return-by (per diem), each with its
// chargeable day number. The day record decided free or chargeable by the board's own rules at the day's end
// (day-record.ts, evaluate-container.ts); this file only reads that verdict, never restates it.
//
// A box keeps them as runs, compactly (container_day_state.charged): consecutive dates whose day numbers also
// follow on are one run, so a box forty days past its LFD is one small entry, rewritten with its day state.

/** The clock a chargeable day runs on: at the terminal (demurrage, storage) or out (per diem). */
export type ChargeClock = "terminal" | "out";

export interface ChargeableDay {
  date: LocalDate;
  clock: ChargeClock;
  /** 1 = the first day after the LFD (terminal) or after return-by (out). */
  day: number;
}

/** Consecutive chargeable days of one clock: `from`..`to`, numbered `day`, `day + 1`, …. */
export interface ChargeRun {
  clock: ChargeClock;
  from: LocalDate;
  to: LocalDate;
  day: number;
}

const CLOCK_OF: Record<DayCharge["kind"], ChargeClock> = { demurrage: "terminal", detention: "out" };

/** The chargeable days of the records given (one per date: the current record of each day). */
export function chargeableDaysOf(
  records: readonly { date: LocalDate; charges: readonly DayCharge[] }[],
): ChargeableDay[] {
  const days: ChargeableDay[] = [];
  for (const record of records)
    for (const charge of record.charges)
      if (charge.status === "chargeable" && charge.dayNumber !== null && charge.dayNumber >= 1)
        days.push({ date: record.date, clock: CLOCK_OF[charge.kind], day: charge.dayNumber });
  return sortDays(days);
}

function sortDays(days: ChargeableDay[]): ChargeableDay[] {
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.clock < b.clock ? -1 : 1));
}

/** The runs of some chargeable days, per clock in date order. */
export function runsOf(days: readonly ChargeableDay[]): ChargeRun[] {
  const runs: ChargeRun[] = [];
  const open = new Map<ChargeClock, ChargeRun>();
  for (const day of sortDays([...days])) {
    const run = open.get(day.clock);
    if (
      run &&
      calendarDaysBetween(run.to, day.date) === 1 &&
      day.day === run.day + calendarDaysBetween(run.from, day.date)
    ) {
      run.to = day.date;
      continue;
    }
    const next = { clock: day.clock, from: day.date, to: day.date, day: day.day };
    runs.push(next);
    open.set(day.clock, next);
  }
  return runs;
}

/** The chargeable days of some runs, in date order. */
export function daysOfRuns(runs: readonly ChargeRun[]): ChargeableDay[] {
  const days: ChargeableDay[] = [];
  for (const run of runs) {
    const length = calendarDaysBetween(run.from, run.to);
    for (let offset = 0; offset <= length; offset += 1)
      days.push({ date: addCalendarDays(run.from, offset), clock: run.clock, day: run.day + offset });
  }
  return sortDays(days);
}

/**
 * A box's runs once the days from `from` on were written again: what the runs said before `from`, then the
 * chargeable days of the records just built (a correction replaces the days it rewrote, never adds to them).
 */
export function replaceRunsFrom(
  runs: readonly ChargeRun[],
  from: LocalDate,
  written: readonly ChargeableDay[],
): ChargeRun[] {
  const kept = daysOfRuns(runs).filter((day) => day.date < from);
  return runsOf([...kept, ...written.filter((day) => day.date >= from)]);
}

/** Runs as stored (JSON), read back; anything malformed is left out rather than trusted. */
export function parseRuns(value: unknown): ChargeRun[] {
  if (!Array.isArray(value)) return [];
  const date = /^\d{4}-\d{2}-\d{2}$/;
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const run = item as Record<string, unknown>;
    const clock = run["clock"];
    const from = run["from"];
    const to = run["to"];
    const day = run["day"];
    if (clock !== "terminal" && clock !== "out") return [];
    if (typeof from !== "string" || typeof to !== "string" || !date.test(from) || !date.test(to) || to < from)
      return [];
    if (typeof day !== "number" || !Number.isInteger(day) || day < 1) return [];
    return [{ clock, from, to, day }];
  });
}
