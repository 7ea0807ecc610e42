import type { ContainerPhase } from "../container-phase";

import type { BoxAlertFacts, DerivedEvent } from "./box-facts";
import { boxKey } from "./dedupe";

// A box's arrival at the port of discharge, told as changes from what alerts were last based on (the change
// pass, derive-changes.ts), so a box first seen already arrived or discharged is no news, like any first look:
// - the ETA moved by the workspace's threshold or more from the ETA people last heard of (a smaller move keeps
//   that ETA, so small moves that add up to the threshold are told once they do); a first ETA, a cleared one,
//   or one after the vessel arrived is taken silently;
// - the vessel arrived, and the box was discharged: each once per box state (its epoch: this cache row), so a
//   corrected instant is not told again; learnt only once the box is already out, it is history, not news.

/**
 * Why 24 h: a vessel's ETA drifts by hours as it crosses (weather, berth windows) and nobody replans for that;
 * a day moves appointments, drivers and the LFD's free days. Each workspace may set its own (Settings → Alerts).
 */
export const DEFAULT_ETA_CHANGE_HOURS = 24;

const HOUR = 3_600_000;
const PAST_PORT: ReadonlySet<ContainerPhase> = new Set<ContainerPhase>(["out", "empty_returned"]);

export type ArrivalState = { eta: string | null; arrived: string | null; discharged: string | null };

type Options = {
  /** Hours the ETA must move to be told; null: never told. */
  etaChangeHours: number | null;
  /** Names this look's telling (a moved ETA may be told again on a later look). */
  telling: string;
  /** Names the box state (arrival and discharge are told once per state). */
  epoch: string;
};

/** The arrival facts of a box as they are now. */
export function arrivalOf(facts: BoxAlertFacts): ArrivalState {
  return { eta: facts.podEtaAt, arrived: facts.podArrivedAt, discharged: facts.podDischargedAt };
}

const hoursBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / HOUR;

function etaChange(before: string | null | undefined, facts: BoxAlertFacts, options: Options) {
  const now = facts.podEtaAt;
  // Nothing to compare with, nothing left to compare, or nothing anyone plans by any more: take it as it is.
  if (before === undefined || before === null || now === null || facts.podArrivedAt !== null) return { eta: now };
  const hours = hoursBetween(before, now);
  if (options.etaChangeHours === null || Math.abs(hours) < options.etaChangeHours) return { eta: before };
  const event: DerivedEvent = {
    kind: "eta_changed",
    dedupeKey: boxKey("eta_changed", facts.number, options.telling),
    data: {
      old: before,
      new: now,
      hours: Math.round(hours),
      direction: hours > 0 ? "later" : "earlier",
      zone: facts.zones.pod,
      terminal: facts.terminalName,
    },
  };
  return { eta: now, event };
}

function milestone(
  kind: "vessel_arrived" | "discharged",
  before: string | null | undefined,
  now: string | null,
  facts: BoxAlertFacts,
  options: Options,
): DerivedEvent | null {
  if (before !== null || now === null || PAST_PORT.has(facts.phase)) return null;
  return {
    kind,
    dedupeKey: boxKey(kind, facts.number, options.epoch || now),
    data: {
      at: now,
      zone: facts.zones.pod,
      terminal: facts.terminalName,
      ...(kind === "discharged" ? { lfdDate: facts.governingLfdDate } : {}),
    },
  };
}

/** The events of a box's arrival since `before`, and the arrival state to keep. */
export function arrivalChanges(
  before: Partial<ArrivalState>,
  facts: BoxAlertFacts,
  options: Options,
): { events: DerivedEvent[]; state: ArrivalState } {
  const eta = etaChange(before.eta, facts, options);
  const events = [
    eta.event ?? null,
    milestone("vessel_arrived", before.arrived, facts.podArrivedAt, facts, options),
    milestone("discharged", before.discharged, facts.podDischargedAt, facts, options),
  ].filter((event): event is DerivedEvent => event !== null);
  return { events, state: { eta: eta.eta, arrived: facts.podArrivedAt, discharged: facts.podDischargedAt } };
}

/** A kept state's arrival part, for comparing two states. */
export function sameArrival(a: Partial<ArrivalState>, b: Partial<ArrivalState>): boolean {
  return a.eta === b.eta && a.arrived === b.arrived && a.discharged === b.discharged;
}
