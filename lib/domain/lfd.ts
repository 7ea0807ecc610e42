import type { ContainerFacts } from "./container-facts";
import {
  lfdDisagreements,
  NO_CALCULATED_LFDS,
  type CalculatedLfds,
  type LfdDisagreement,
} from "./free-time/box-free-time";
import { calendarDaysBetween, localDateOf, parseInstant, resolveTimeZone, type LocalDate } from "./local-date";

// Last free day. The service sends three sources (import_deadlines) and its own coalesced pickup_lfd. Each
// source is a moment whose *calendar date in its own place* is what counts: line and terminal LFDs are at
// the port of discharge (pod_timezone), the rail LFD is at the inland ramp (final_destination_timezone).

export type LfdSource = "line" | "terminal" | "rail";
/**
 * The rules a workspace may choose, in the order the settings offer them (the one list: the type, the settings
 * schema and the settings form read it; the database enum LfdRule holds the same names).
 * `earliest` (the default, product.md v2): the earliest local date of the three sources, because the earliest
 * starts the charges. `service`: the service's pickup_lfd (fixed priority line → terminal → rail), an admin option.
 */
export const LFD_RULES = ["earliest", "service"] as const;
export type LfdRule = (typeof LFD_RULES)[number];
export const DEFAULT_LFD_RULE: LfdRule = "earliest";

/** The rule a workspace applies: its admin's choice, else the default (a workspace that never chose stores null). */
export function lfdRuleOrDefault(chosen: LfdRule | null | undefined): LfdRule {
  return chosen ?? DEFAULT_LFD_RULE;
}

/** Coalescing priority used by the service, and our tie-breaker when two sources share a date. */
export const LFD_SOURCE_PRIORITY: readonly LfdSource[] = ["line", "terminal", "rail"];

export interface LfdSourceValue {
  /** The instant as sent (ISO, UTC). */
  at: string;
  /** Its calendar date in `timezone`. */
  date: LocalDate;
  timezone: string;
  /** The proper zone was missing or unknown, so another was used (see lfdSources). */
  timezoneFallback: boolean;
}

export interface LfdSummary {
  /** The workspace rule that picked `governing`. */
  rule: LfdRule;
  governing: string | null;
  governingDate: LocalDate | null;
  source: LfdSource | null;
  line: LfdSourceValue | null;
  terminal: LfdSourceValue | null;
  rail: LfdSourceValue | null;
  /** Governing date minus today, both in `timezone`. Negative = past LFD. */
  daysLeft: number | null;
  timezone: string | null;
  timezoneFallback: boolean;
  /** The sources present do not all fall on the same local date. */
  conflict: boolean;
  /**
   * What `governing` is: an LFD the service reported, or (none reported) Quayside's calculated one from the
   * free-time rules (product.md: "with no LFD reported, the calculated one governs, labelled calculated").
   */
  basis: "reported" | "calculated" | null;
  /** Quayside's calculated LFD per source with its derivation (free-time/calculate-lfd.ts); null: no rule. */
  calculated: CalculatedLfds;
  /** The service's own calculated estimates (import_deadlines), shown beside Quayside's, never governing. */
  serviceCalculated: { line: LocalDate | null; terminal: LocalDate | null };
  /** The costliest disagreement of a reported LFD with the calculated one of its source; null: none. */
  disagreement: LfdDisagreement | null;
}

type LfdFacts = Pick<
  ContainerFacts,
  "pickup_lfd" | "import_deadlines" | "ind_facility_lfd_on" | "pod_timezone" | "final_destination_timezone"
>;

/**
 * The zones an LFD of `source` is counted in, best first: a rail LFD at the inland ramp, then the port (same
 * country, hours closer than UTC); every other LFD (and one of no known source) at the port.
 */
export function lfdZones(
  source: LfdSource | null,
  zones: { pod: string | null; finalDestination: string | null },
): (string | null)[] {
  return source === "rail" ? [zones.finalDestination, zones.pod] : [zones.pod];
}

/** The first of `zones` that is a real time zone; null (counted as UTC) when none is. */
export function firstKnownZone(zones: readonly (string | null)[]): string | null {
  return zones.find((zone) => zone !== null && resolveTimeZone(zone).usedFallback === false) ?? null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function sourceValue(at: string | null, zones: (string | null)[]): LfdSourceValue | null {
  if (at === null || parseInstant(at) === null) return null;
  const wanted = firstKnownZone(zones);
  // A date-only value ("2026-09-25", as the 2026 deadlines send some) already is the local day; reading it as
  // UTC midnight would put it on the day before anywhere in the Americas.
  const local = DATE_ONLY.test(at) ? { date: at, ...resolveTimeZone(wanted) } : localDateOf(at, wanted);
  if (!local) return null;
  return {
    at,
    date: local.date,
    timezone: local.timeZone,
    // Fallback if we had to use anything but the first (proper) zone, including UTC.
    timezoneFallback: local.usedFallback || wanted !== zones[0],
  };
}

/**
 * The three sources with their local dates. The rail LFD reads the deprecated ind_facility_lfd_on only when
 * pickup_lfd_rail is absent. When final_destination_timezone is missing, the rail date is taken in
 * pod_timezone (same country, hours closer than UTC) and flagged as a fallback.
 */
export function lfdSources(facts: LfdFacts): Record<LfdSource, LfdSourceValue | null> {
  const deadlines = facts.import_deadlines;
  const railAt = deadlines?.pickup_lfd_rail ?? facts.ind_facility_lfd_on;
  const zones = { pod: facts.pod_timezone, finalDestination: facts.final_destination_timezone };
  return {
    line: sourceValue(deadlines?.pickup_lfd_line ?? null, lfdZones("line", zones)),
    terminal: sourceValue(deadlines?.pickup_lfd_terminal ?? null, lfdZones("terminal", zones)),
    rail: sourceValue(railAt, lfdZones("rail", zones)),
  };
}

function sameInstant(a: string, b: string): boolean {
  // Compare moments, not strings: "…23:59:00Z" and "…23:59:00.000Z" are the same LFD.
  return parseInstant(a)?.getTime() === parseInstant(b)?.getTime();
}

interface Governing {
  value: LfdSourceValue;
  source: LfdSource | null;
}

function governingByService(facts: LfdFacts, sources: Record<LfdSource, LfdSourceValue | null>): Governing | null {
  if (facts.pickup_lfd === null) {
    // The service had no pickup_lfd: apply its own coalescing ourselves.
    for (const source of LFD_SOURCE_PRIORITY) {
      const value = sources[source];
      if (value) return { value, source };
    }
    return null;
  }
  const pickupLfd = facts.pickup_lfd;
  // Which source the service picked tells us the zone to count days in.
  for (const source of LFD_SOURCE_PRIORITY) {
    const value = sources[source];
    if (value && sameInstant(value.at, pickupLfd)) return { value, source };
  }
  // No source matches (the deadlines lag the coalesced value, or are absent): count at the port.
  const value = sourceValue(
    pickupLfd,
    lfdZones(null, { pod: facts.pod_timezone, finalDestination: facts.final_destination_timezone }),
  );
  return value ? { value, source: null } : null;
}

function governingByEarliest(facts: LfdFacts, sources: Record<LfdSource, LfdSourceValue | null>): Governing | null {
  let best: Governing | null = null;
  for (const source of LFD_SOURCE_PRIORITY) {
    const value = sources[source];
    // Strictly earlier local date wins; on the same date the higher-priority source is kept.
    if (value && (best === null || value.date < best.value.date)) best = { value, source };
  }
  if (best) return best;
  // No sources at all but the service still sent pickup_lfd: better that than no LFD.
  const value =
    facts.pickup_lfd === null
      ? null
      : sourceValue(
          facts.pickup_lfd,
          lfdZones(null, { pod: facts.pod_timezone, finalDestination: facts.final_destination_timezone }),
        );
  return value ? { value, source: null } : null;
}

/** With no LFD reported: the calculated one the rule picks (earliest, or the service's line-first order). */
function governingByCalculation(calculated: CalculatedLfds, rule: LfdRule): Governing | null {
  let best: Governing | null = null;
  for (const source of ["line", "terminal"] as const) {
    const value = calculated[source];
    if (value === null) continue;
    if (best !== null && (rule === "service" || value.date >= best.value.date)) continue;
    best = { value: { at: value.date, date: value.date, timezone: value.timezone, timezoneFallback: false }, source };
  }
  return best;
}

export interface SummarizeLfdOptions {
  now: Date;
  rule: LfdRule;
  calculated?: CalculatedLfds;
}

/** The governing LFD, its sources, whether they conflict, and days left in the governing zone. */
export function summarizeLfd(facts: LfdFacts, options: SummarizeLfdOptions): LfdSummary {
  const sources = lfdSources(facts);
  const calculated = options.calculated ?? NO_CALCULATED_LFDS;
  const present = LFD_SOURCE_PRIORITY.map((source) => sources[source]).filter((v): v is LfdSourceValue => v !== null);
  // Same local date with different UTC instants (e.g. 00:00 vs 23:59) is agreement, not a conflict.
  const conflict = new Set(present.map((value) => value.date)).size > 1;
  const reported =
    options.rule === "earliest" ? governingByEarliest(facts, sources) : governingByService(facts, sources);
  const governing = reported ?? governingByCalculation(calculated, options.rule);
  const deadlines = facts.import_deadlines;

  let daysLeft: number | null = null;
  if (governing) {
    const today = localDateOf(options.now, governing.value.timezone);
    if (today) daysLeft = calendarDaysBetween(today.date, governing.value.date);
  }

  return {
    rule: options.rule,
    governing: governing?.value.at ?? null,
    governingDate: governing?.value.date ?? null,
    source: governing?.source ?? null,
    line: sources.line,
    terminal: sources.terminal,
    rail: sources.rail,
    daysLeft,
    timezone: governing?.value.timezone ?? null,
    timezoneFallback: governing?.value.timezoneFallback ?? false,
    conflict,
    basis: reported ? "reported" : governing ? "calculated" : null,
    calculated,
    serviceCalculated: {
      line: deadlines?.calculated.line ?? null,
      terminal: deadlines?.calculated.terminal ?? null,
    },
    disagreement:
      lfdDisagreements({ line: sources.line?.date ?? null, terminal: sources.terminal?.date ?? null }, calculated)[0] ??
      null,
  };
}
