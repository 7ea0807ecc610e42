import { z } from "zod";

import { containerPhase } from "../container-phase";
import { parseContainerFacts, terminalHoldSchema, terminalFeeSchema, type ContainerFacts } from "../container-facts";
import { evaluateContainer } from "../evaluate-container";
import type { CalculatedLfds } from "../free-time/box-free-time";
import { terminalDayStatus, type TerminalCalendar } from "../free-time/terminal-calendar";
import { summarizeHolds } from "../holds";
import { readImportDeadlines } from "../import-deadlines";
import type { LfdRule, LfdSource } from "../lfd";
import { calendarDaysBetween, type LocalDate } from "../local-date";
import type { AppliedTariffs } from "../tariff-match";

import type { HistoryField } from "./history-fields";
import { changeIdsWithin, segmentsOf, valueAt, type FieldTimeline } from "./timeline";

// One box day (product.md, "Box days: the evidence"): what was true of the box on one local calendar day, rebuilt
// from its history. The facts at the day's end are evaluated by the same rules as the board (evaluate-container),
// at the day's last instant, so a day record and the board can never disagree about a day's LFD or charges.

export const DAY_PHASES = ["at_terminal", "on_rail", "out", "returned"] as const;
export type DayPhase = (typeof DAY_PHASES)[number];

export interface DayInterval {
  from: string;
  to: string;
}

export interface DayHold extends DayInterval {
  name: string;
  status: string;
  blocking: boolean;
  hours: number;
}

export interface DayCharge {
  kind: "demurrage" | "detention";
  status: "free" | "chargeable";
  dayNumber: number | null;
}

export interface DayRecordContent {
  date: LocalDate;
  zone: string;
  phase: DayPhase;
  /** When the box could be picked up that day (at the terminal, available); `known` false: never reported. */
  available: { known: boolean; hours: number; intervals: DayInterval[] };
  holdsKnown: boolean;
  /** Every hold active at some time that day, with when and for how long. */
  holds: DayHold[];
  /** Each LFD source's local date and the governing one, as known at the day's end. */
  lfd: {
    line: LocalDate | null;
    terminal: LocalDate | null;
    rail: LocalDate | null;
    governing: LocalDate | null;
    source: LfdSource | null;
    basis: "reported" | "calculated" | null;
    calculated: { line: LocalDate | null; terminal: LocalDate | null };
  };
  /** Posted fees as known at the day's end; null: the terminal reported none at all (unknown). */
  fees: { type: string; amount: number; currency: string | null }[] | null;
  /** The terminal checks of the day; none = unverified. */
  checks: { count: number; first: string | null; last: string | null };
  unverified: boolean;
  /** Whether the terminal's gates were shut all day, and why (its calendar). */
  terminal: { closed: boolean; reasons: string[] };
  appointmentAt: string | null;
  /**
   * Free or chargeable by the rules in force at the day's end: demurrage on a day the box sat at the terminal for
   * any time (the pickup day included), detention on a day it was out. `dayNumber`: the chargeable day's number.
   */
  charges: DayCharge[];
  /** The recorded changes (container_changes ids) observed that day. */
  sources: { changeIds: string[] };
}

export interface DayInput {
  date: LocalDate;
  zone: string;
  /** The day's first instant and the next day's first (ms). */
  start: number;
  end: number;
  /** The box's attributes as the service sends them now, and its shipment's (line tracking, ETA). */
  attributes: Record<string, unknown>;
  shipment: Record<string, unknown>;
  timelines: Partial<Record<HistoryField, FieldTimeline>>;
  checks: { count: number; first: string | null; last: string | null };
  calendar: TerminalCalendar | null;
  lfdRule: LfdRule;
  tariffs: AppliedTariffs;
  calculated: CalculatedLfds;
  /** `attributes` already parsed with `shipment` (the day reuses them when nothing changed since). */
  facts?: ContainerFacts;
}

const MILESTONES = [
  "pod_arrived_at",
  "pod_discharged_at",
  "pod_full_out_at",
  "final_destination_full_out_at",
  "empty_terminated_at",
  "pod_rail_loaded_at",
  "pod_rail_departed_at",
  "ind_ata_at",
  "ind_rail_unloaded_at",
] as const;

const ATTRIBUTE_OF: Partial<Record<HistoryField, string>> = {
  pickup_lfd: "pickup_lfd",
  holds: "holds_at_pod_terminal",
  fees: "fees_at_pod_terminal",
  available_for_pickup: "available_for_pickup",
  pickup_appointment_at: "pickup_appointment_at",
  current_status: "current_status",
};

const instantMs = (value: unknown): number | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : null;

/**
 * The box's attributes as they stood at instant `t`: changed fields at their value then, later milestones unset.
 * The very object given when nothing differs (most days of most boxes), so its parsed facts can be reused.
 */
export function attributesAt(
  attributes: Record<string, unknown>,
  timelines: DayInput["timelines"],
  t: number,
): Record<string, unknown> {
  const later = MILESTONES.some((key) => {
    const when = instantMs(attributes[key]);
    return when !== null && when > t;
  });
  if (!later && Object.keys(timelines).length === 0) return attributes;
  const at: Record<string, unknown> = { ...attributes };
  for (const [field, key] of Object.entries(ATTRIBUTE_OF) as [HistoryField, string][]) {
    const timeline = timelines[field];
    if (timeline) at[key] = valueAt(timeline, t);
  }
  const line = timelines.pickup_lfd_line;
  const terminal = timelines.pickup_lfd_terminal;
  const rail = timelines.pickup_lfd_rail;
  if (line || terminal || rail) {
    const now = readImportDeadlines(attributes["import_deadlines"]);
    at["import_deadlines"] = {
      pickup_lfd_line: line ? valueAt(line, t) : (now?.pickup_lfd_line ?? null),
      pickup_lfd_terminal: terminal ? valueAt(terminal, t) : (now?.pickup_lfd_terminal ?? null),
      pickup_lfd_rail: rail ? valueAt(rail, t) : (now?.pickup_lfd_rail ?? null),
    };
  }
  for (const key of MILESTONES) {
    const when = instantMs(at[key]);
    if (when !== null && when > t) at[key] = null;
  }
  return at;
}

const HOUR = 3_600_000;
const hours = (ms: number): number => Math.round((ms / HOUR) * 100) / 100;
const iso = (ms: number): string => new Date(ms).toISOString();
const holdsSchema = z.array(terminalHoldSchema).nullable().catch(null);
const feesSchema = z.array(terminalFeeSchema).nullable().catch(null);

function phaseOf(phase: ReturnType<typeof containerPhase>): DayPhase {
  if (phase === "empty_returned") return "returned";
  if (phase === "out" || phase === "on_rail") return phase;
  return "at_terminal";
}

/** [from, to) of the day during which the box sat at the terminal (discharged, not yet gone). */
function atTerminalWindow(attributes: Record<string, unknown>, start: number, end: number): [number, number] | null {
  const discharged = instantMs(attributes["pod_discharged_at"]);
  const gone = [attributes["pod_full_out_at"], attributes["pod_rail_departed_at"], attributes["pod_rail_loaded_at"]]
    .map(instantMs)
    .filter((value): value is number => value !== null);
  const from = Math.max(start, discharged ?? start);
  const to = Math.min(end, ...gone);
  return to > from ? [from, to] : null;
}

function availability(input: DayInput, window: [number, number] | null): DayRecordContent["available"] {
  const timeline = input.timelines.available_for_pickup ?? {
    changes: [],
    current: input.attributes["available_for_pickup"] ?? null,
  };
  if (!window) return { known: valueAt(timeline, input.end - 1) !== null, hours: 0, intervals: [] };
  const segments = segmentsOf(timeline, window[0], window[1]);
  const open = segments.filter((segment) => segment.value === true);
  return {
    known: segments.some((segment) => segment.value !== null),
    hours: hours(open.reduce((sum, segment) => sum + segment.to - segment.from, 0)),
    intervals: open.map((segment) => ({ from: iso(segment.from), to: iso(segment.to) })),
  };
}

function holdsOfDay(input: DayInput, window: [number, number] | null): Pick<DayRecordContent, "holds" | "holdsKnown"> {
  const timeline = input.timelines.holds ?? { changes: [], current: input.attributes["holds_at_pod_terminal"] ?? null };
  if (!window) return { holdsKnown: holdsSchema.parse(valueAt(timeline, input.end - 1)) !== null, holds: [] };
  const byKey = new Map<string, DayHold>();
  let known = false;
  for (const segment of segmentsOf(timeline, window[0], window[1])) {
    const holds = holdsSchema.parse(segment.value);
    if (holds !== null) known = true;
    for (const hold of summarizeHolds(holds).active) {
      const key = `${hold.name}|${hold.status}`;
      const seen = byKey.get(key);
      byKey.set(key, {
        name: hold.name,
        status: hold.status,
        blocking: hold.severity === "blocking",
        from: seen?.from ?? iso(segment.from),
        to: iso(segment.to),
        hours: hours((seen ? seen.hours * HOUR : 0) + segment.to - segment.from),
      });
    }
  }
  return { holdsKnown: known, holds: [...byKey.values()] };
}

/** The day record of one box day. */
export function buildDayRecord(input: DayInput): DayRecordContent {
  const last = input.end - 1;
  const atEnd = attributesAt(input.attributes, input.timelines, last);
  const facts =
    atEnd === input.attributes && input.facts
      ? { success: true as const, data: input.facts }
      : parseContainerFacts(atEnd, input.shipment);
  const phase = facts.success ? phaseOf(containerPhase(facts.data)) : "at_terminal";
  const window = atTerminalWindow(atEnd, input.start, input.end);
  const evaluation = facts.success
    ? evaluateContainer(facts.data, {
        now: new Date(last),
        lfdRule: input.lfdRule,
        tariffs: input.tariffs,
        calculated: input.calculated,
      })
    : null;
  const lfd = evaluation?.lfd;
  const charges: DayCharge[] = [];
  const governing = lfd?.governingDate ?? null;
  if (window && governing !== null) {
    const past = calendarDaysBetween(governing, input.date);
    charges.push({ kind: "demurrage", status: past > 0 ? "chargeable" : "free", dayNumber: past > 0 ? past : null });
  }
  const returnDays = evaluation?.returnBy?.daysLeft;
  if (phase === "out" && returnDays !== null && returnDays !== undefined)
    charges.push({
      kind: "detention",
      status: returnDays < 0 ? "chargeable" : "free",
      dayNumber: returnDays < 0 ? -returnDays : null,
    });
  const fees = feesSchema.parse(atEnd["fees_at_pod_terminal"]);
  const changeIds = Object.values(input.timelines).flatMap((timeline) =>
    changeIdsWithin(timeline, input.start, input.end),
  );
  return {
    date: input.date,
    zone: input.zone,
    phase,
    available: availability(input, window),
    ...holdsOfDay(input, window),
    lfd: {
      line: lfd?.line?.date ?? null,
      terminal: lfd?.terminal?.date ?? null,
      rail: lfd?.rail?.date ?? null,
      governing: lfd?.governingDate ?? null,
      source: lfd?.source ?? null,
      basis: lfd?.basis ?? null,
      calculated: { line: input.calculated.line?.date ?? null, terminal: input.calculated.terminal?.date ?? null },
    },
    fees:
      fees === null ? null : fees.map((fee) => ({ type: fee.type, amount: fee.amount, currency: fee.currency_code })),
    checks: input.checks,
    unverified: input.checks.count === 0,
    terminal: terminalDayStatus(input.calendar, input.date),
    appointmentAt: facts.success ? facts.data.pickup_appointment_at : null,
    charges,
    sources: { changeIds: changeIds.sort((a, b) => Number(a) - Number(b)) },
  };
}
