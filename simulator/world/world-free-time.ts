import { localDate, localDayAt } from "../lib/time";

// The simulated world's truth about free time: each terminal's storage free time and each line's demurrage
// free time, counted from discharge (first day: the next local day), in calendar days or working days (Monday to
// Friday, less the port's holidays). A terminal does not count a day its gates were closed all day (a closure,
// whatever the rule's kind); a line's count ignores terminal closures. Terminals and lines report LFDs from these,
// with the real service's flaws added by the planners (a line LFD a day off now and then, a terminal LFD that
// moves). The control API sets rules and closures per world on top of these (control-free-time.ts). Written apart from
// Quayside's own rules on purpose: Quayside's demo seed types them in as an admin would, and a mistake on
// either side shows up as a disagreement instead of hiding behind shared code.

export interface WorldFreeTime {
  days: number;
  working: boolean;
}

/** By FIRMS code; terminals without one keep the planners' random free days (no published rule). */
const TERMINAL_FREE_TIME: Readonly<Record<string, WorldFreeTime>> = {
  W185: { days: 4, working: true },
  Y309: { days: 4, working: true },
  Y258: { days: 5, working: false },
  Y790: { days: 4, working: true },
  W182: { days: 5, working: false },
  E425: { days: 4, working: true },
  E416: { days: 5, working: true },
  E364: { days: 4, working: true },
  L737: { days: 7, working: false },
  N598: { days: 5, working: false },
};

/** The lines that publish their own LFD (pickup_lfd_line), by SCAC. */
const LINE_FREE_TIME: Readonly<Record<string, WorldFreeTime>> = {
  MAEU: { days: 4, working: false },
  CMDU: { days: 5, working: false },
  HLCU: { days: 4, working: true },
  ONEY: { days: 5, working: false },
  ZIMU: { days: 4, working: false },
};

/** US federal holidays as observed in 2026 and 2027. */
const US_HOLIDAYS = [
  "2026-01-01",
  "2026-01-19",
  "2026-02-16",
  "2026-05-25",
  "2026-06-19",
  "2026-07-03",
  "2026-07-04",
  "2026-09-07",
  "2026-10-12",
  "2026-11-11",
  "2026-11-26",
  "2026-12-25",
  "2027-01-01",
  "2027-01-18",
  "2027-02-15",
  "2027-05-31",
  "2027-06-18",
  "2027-06-19",
  "2027-07-04",
  "2027-07-05",
  "2027-09-06",
  "2027-10-11",
  "2027-11-11",
  "2027-11-25",
  "2027-12-24",
  "2027-12-25",
  "2027-12-31",
];

/** Each port's own days: Bloody Thursday on the West Coast (ILWU), Good Friday in the ILA ports. */
const PORT_HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  USLAX: ["2026-07-05", "2027-07-05"],
  USLGB: ["2026-07-05", "2027-07-05"],
  USNYC: ["2026-04-03", "2027-03-26"],
  USSAV: ["2026-04-03", "2027-03-26"],
  USCHS: ["2026-04-03", "2027-03-26"],
};

const NO_DATES: ReadonlySet<string> = new Set();

export function terminalFreeTime(firmsCode: string | null): WorldFreeTime | null {
  return firmsCode === null ? null : (TERMINAL_FREE_TIME[firmsCode] ?? null);
}

export function lineFreeTime(scac: string): WorldFreeTime | null {
  return LINE_FREE_TIME[scac] ?? null;
}

const holidaySets = new Map<string | null, ReadonlySet<string>>();

function holidaysOf(portCode: string | null): ReadonlySet<string> {
  let set = holidaySets.get(portCode);
  if (!set) {
    set = new Set([...US_HOLIDAYS, ...(portCode === null ? [] : (PORT_HOLIDAYS[portCode] ?? []))]);
    holidaySets.set(portCode, set);
  }
  return set;
}

/** Holidays the world's working-day rules skip at a port: the US federal ones and the port's own, YYYY-MM-DD. */
export function portHolidays(portCode: string | null): readonly string[] {
  return [...holidaysOf(portCode)].sort();
}

/**
 * The last free day after `discharged` under `rule`, at the local wall time the terminal or line reports.
 * `closed`: local dates (YYYY-MM-DD) the terminal was closed all day, which it does not count.
 */
export function freeTimeEnd(
  discharged: number,
  timeZone: string,
  rule: WorldFreeTime,
  portCode: string | null,
  wallTime: { hour: number; minute: number },
  closed: ReadonlySet<string> = NO_DATES,
): number {
  const holidays = holidaysOf(portCode);
  let counted = 0;
  let offset = 0;
  while (counted < rule.days) {
    offset += 1;
    const { year, month, day } = localDate(discharged, timeZone, offset);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (offset > 60 + rule.days) break;
    if (closed.has(date)) continue;
    if (rule.working && (weekday === 0 || weekday === 6 || holidays.has(date))) continue;
    counted += 1;
  }
  return localDayAt(discharged, timeZone, offset, wallTime.hour, wallTime.minute);
}

/** Every published rule, terminals (by FIRMS code) then lines (by SCAC), for the control API's listing. */
export function publishedFreeTime(): { scope: "terminal" | "line"; key: string; rule: WorldFreeTime }[] {
  return [
    ...Object.entries(TERMINAL_FREE_TIME).map(([key, rule]) => ({ scope: "terminal" as const, key, rule })),
    ...Object.entries(LINE_FREE_TIME).map(([key, rule]) => ({ scope: "line" as const, key, rule })),
  ];
}
