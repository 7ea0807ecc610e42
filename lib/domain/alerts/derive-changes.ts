import { summarizeFees } from "../fees";
import { LFD_SOURCE_PRIORITY, lfdZones, firstKnownZone, type LfdSource } from "../lfd";
import { localDateOf } from "../local-date";

import type { BoxAlertFacts, DerivedEvent, TrustedState } from "./box-facts";
import { boxKey, cooldownWindow } from "./dedupe";

// Changes of a box since the last trusted look: LFD per source, blocking holds, readiness and fees. Derived only
// from fresh data: a box whose urgency is unknown gets no change events (its trusted state stays, so the net
// change is told once the data is fresh again).

/** The values alerts compare, from the box's current facts. */
export function trustedOf(facts: BoxAlertFacts): TrustedState {
  const fees = facts.fees === null ? null : summarizeFees(facts.fees).byCurrency;
  const blockingHolds =
    facts.holds === null
      ? null
      : [...new Set(facts.holds.filter((hold) => hold.status === "hold").map((hold) => hold.name))].sort();
  return { lfd: { ...facts.lfd }, blockingHolds, ready: facts.ready, fees, seq: 0 };
}

function localDate(at: string | null, source: LfdSource, facts: BoxAlertFacts): string | null {
  if (!at) return null;
  return localDateOf(at, firstKnownZone(lfdZones(source, facts.zones)))?.date ?? null;
}

function lfdChanges(before: TrustedState, facts: BoxAlertFacts, after: TrustedState, seq: number): DerivedEvent[] {
  const events: DerivedEvent[] = [];
  for (const source of LFD_SOURCE_PRIORITY) {
    const old = before.lfd[source];
    const next = after.lfd[source];
    if (sameInstant(old, next)) continue;
    const direction =
      old === null ? "set" : next === null ? "cleared" : Date.parse(next) < Date.parse(old) ? "earlier" : "later";
    events.push({
      kind: "lfd_changed",
      dedupeKey: boxKey("lfd_changed", facts.id, source, seq),
      data: {
        source,
        old,
        new: next,
        oldDate: localDate(old, source, facts),
        newDate: localDate(next, source, facts),
        direction,
        governing: facts.lfdSource === source,
      },
    });
  }
  return events;
}

function holdChanges(before: TrustedState, facts: BoxAlertFacts, after: TrustedState, window: number): DerivedEvent[] {
  // Unknown holds (null) before or now: nothing can be said to have changed.
  if (before.blockingHolds === null || after.blockingHolds === null) return [];
  const was = new Set(before.blockingHolds);
  const now = new Set(after.blockingHolds);
  const placed = after.blockingHolds.filter((name) => !was.has(name));
  const released = before.blockingHolds.filter((name) => !now.has(name));
  return [
    ...placed.map((name): DerivedEvent => ({
      kind: "hold_placed",
      dedupeKey: boxKey("hold_placed", facts.id, name, window),
      data: { hold: name, holds: after.blockingHolds },
    })),
    ...released.map((name): DerivedEvent => ({
      kind: "hold_released",
      dedupeKey: boxKey("hold_released", facts.id, name, window),
      data: { hold: name, holds: after.blockingHolds, stillBlocked: now.size > 0 },
    })),
  ];
}

function feeChanges(before: TrustedState, facts: BoxAlertFacts, after: TrustedState): DerivedEvent[] {
  if (after.fees === null) return [];
  const old = before.fees ?? {};
  const events: DerivedEvent[] = [];
  for (const [currency, amount] of Object.entries(after.fees)) {
    const previous = old[currency];
    if (previous === undefined) {
      events.push({
        kind: "fees_posted",
        dedupeKey: boxKey("fees_posted", facts.id, currency, amount),
        data: { currency, amount, previous: null },
      });
    } else if (amount > previous) {
      events.push({
        kind: "fees_grew",
        dedupeKey: boxKey("fees_grew", facts.id, currency, amount),
        data: { currency, amount, previous },
      });
    }
  }
  return events;
}

const sameInstant = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

function sameState(a: TrustedState, b: TrustedState): boolean {
  const sameList = (x: string[] | null, y: string[] | null): boolean =>
    x === null || y === null ? x === y : x.length === y.length && x.every((item, index) => item === y[index]);
  const sameFees = (x: Record<string, number> | null, y: Record<string, number> | null): boolean =>
    x === null || y === null
      ? x === y
      : Object.keys(x).length === Object.keys(y).length &&
        Object.entries(x).every(([currency, amount]) => y[currency] === amount);
  return (
    LFD_SOURCE_PRIORITY.every((source) => sameInstant(a.lfd[source], b.lfd[source])) &&
    sameList(a.blockingHolds, b.blockingHolds) &&
    a.ready === b.ready &&
    sameFees(a.fees, b.fees)
  );
}

/**
 * The change events from `before` (null: first look at this box, nothing to compare) to the box's facts, and
 * the state to keep. Urgency unknown: no events and `before` is kept as it was.
 */
export function deriveChanges(
  before: TrustedState | null,
  facts: BoxAlertFacts,
  options: { now: Date; cooldownMinutes: number },
): { events: DerivedEvent[]; trusted: TrustedState | null } {
  if (facts.urgencyUnknown) return { events: [], trusted: before };
  const current = trustedOf(facts);
  if (!before) return { events: [], trusted: current };
  const seq = before.seq + 1;
  const after = { ...current, seq };
  const window = cooldownWindow(options.now, options.cooldownMinutes);
  const events = [
    ...lfdChanges(before, facts, after, seq),
    ...holdChanges(before, facts, after, window),
    ...(after.ready && !before.ready
      ? [{ kind: "became_ready", dedupeKey: boxKey("became_ready", facts.id, window), data: {} } satisfies DerivedEvent]
      : []),
    ...feeChanges(before, facts, after),
  ];
  return { events, trusted: sameState(before, current) ? before : after };
}
