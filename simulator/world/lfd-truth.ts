// The line and terminal LFDs a box's line and terminal report at an instant, once the control API has changed
// the world's free time (control-free-time.ts) or the box's discharge (`discharged_at`). The planners counted each
// box's LFDs from the published rules and added the service's flaws (a line LFD a day off, a terminal LFD that
// moves); a later rule or closure moves a reported LFD by as many local days as it moves the count, so the
// flaws stay. A box whose discharge the control API set reports exactly what the rules count from it (no flaw),
// so a test can build the scenario it asserts on. Rail moves keep their planned LFDs: the ramp counts from the
// rail unload, which no rule here describes.
import { DAY, localDate, localDayAt, zoneOffset } from "../lib/time";
import type { FreeTimeBook } from "./control-free-time";
import type { Terminal } from "./reference-data";
import type { Pinned } from "./state-types";
import type { ContainerPlan, LfdStyle, ShipmentPlan } from "./types";
import { freeTimeEnd, lineFreeTime, terminalFreeTime, type WorldFreeTime } from "./world-free-time";

export interface ReportedLfds {
  line: number | null;
  terminal: number | null;
}

export interface LfdTruthInput {
  plan: ContainerPlan;
  shipment: Pick<ShipmentPlan, "scac" | "podCode">;
  /** The box's POD terminal now, and the one it was planned at. */
  terminal: Terminal | undefined;
  plannedTerminal: Terminal | undefined;
  /** The LFDs as planned at this instant. */
  planned: ReportedLfds;
  /** The discharge the control API set (`discharged_at`), from its instant on. */
  start: Pinned<number | null> | undefined;
  book: FreeTimeBook;
  /** The instant of the state, and the instant the terminal's data describes (earlier when it went stale). */
  at: number;
  tt: number;
}

const ends = new Map<string, number>();

/** freeTimeEnd, remembered: a listing computes the same counts for every page it serves. */
function end(
  discharged: number,
  tz: string,
  rule: WorldFreeTime,
  port: string,
  wall: LfdStyle,
  closed: ReadonlySet<string>,
): number {
  const key = `${discharged}|${tz}|${rule.days}|${rule.working}|${port}|${wall.hour}:${wall.minute}|${[...closed].join(",")}`;
  let value = ends.get(key);
  if (value === undefined) {
    value = freeTimeEnd(discharged, tz, rule, port, wall, closed);
    if (ends.size > 100_000) ends.clear();
    ends.set(key, value);
  }
  return value;
}

const dateOf = (ms: number, tz: string): string => {
  const d = localDate(ms, tz);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};
const dayNumber = (ms: number, tz: string): number => {
  const d = localDate(ms, tz);
  return Date.UTC(d.year, d.month - 1, d.day) / DAY;
};

/** The same local wall time `days` local days later. */
function shiftDays(ms: number, tz: string, days: number): number {
  if (days === 0) return ms;
  const wall = new Date(ms + zoneOffset(ms, tz));
  return localDayAt(ms, tz, days, wall.getUTCHours(), wall.getUTCMinutes());
}

const NONE: ReadonlySet<string> = new Set();

export function reportedLfds(input: LfdTruthInput): ReportedLfds {
  const { plan, shipment, terminal, book, at, tt, planned } = input;
  const freeTime = plan.freeTime;
  if (freeTime === null || !terminal) return planned;
  const tz = terminal.timeZone;
  const port = shipment.podCode;
  const fallback: WorldFreeTime = { days: freeTime.fallbackDays, working: false };
  const wall = freeTime.wallTime;

  const start = input.start !== undefined && input.start.at <= at ? input.start.value : undefined;
  if (start !== undefined) {
    if (start === null || start > at) return { line: null, terminal: null };
    const discharged = dateOf(start, tz);
    const terminalLfd = end(
      start,
      tz,
      book.terminalRule(terminal, tt, discharged) ?? fallback,
      port,
      wall,
      book.closedDates(terminal.id, tt),
    );
    const lineRule = book.lineRule(shipment.scac, at, discharged);
    const publishesLine = lineRule !== null || plan.lfdLine.changes.length > 0;
    const lineLfd = lineRule ? end(start, tz, lineRule, port, wall, NONE) : terminalLfd;
    return { terminal: terminalLfd, line: publishesLine ? lineLfd : null };
  }

  const discharge = plan.milestones.vesselDischarged;
  if (book.untouchedAt(at) || discharge === null) return planned;
  const discharged = dateOf(discharge, tz);
  const planTerminal = input.plannedTerminal ?? terminal;
  const baseTerminal = end(discharge, tz, terminalFreeTime(planTerminal.firmsCode) ?? fallback, port, wall, NONE);
  const nowTerminal = end(
    discharge,
    tz,
    book.terminalRule(terminal, tt, discharged) ?? fallback,
    port,
    wall,
    book.closedDates(terminal.id, tt),
  );
  const publishedLine = lineFreeTime(shipment.scac);
  const baseLine = publishedLine ? end(discharge, tz, publishedLine, port, wall, NONE) : baseTerminal;
  const lineRule = book.lineRule(shipment.scac, at, discharged);
  const nowLine = lineRule ? end(discharge, tz, lineRule, port, wall, NONE) : nowTerminal;
  const moved = (value: number | null, from: number, to: number): number | null =>
    value === null ? null : shiftDays(value, tz, dayNumber(to, tz) - dayNumber(from, tz));
  return {
    terminal: moved(planned.terminal, baseTerminal, nowTerminal),
    line: moved(planned.line, baseLine, nowLine),
  };
}
