import { summarizeFees } from "../fees";
import { LFD_SOURCE_PRIORITY, lfdZones, firstKnownZone, type LfdSource } from "../lfd";
import { localDateOf } from "../local-date";

import type { BoxAlertFacts, DerivedEvent, TrustedState } from "./box-facts";
import { boxKey, cooldownKey, cooldownLedger, type CooldownLedger } from "./dedupe";
import { arrivalChanges, arrivalOf, DEFAULT_ETA_CHANGE_HOURS, sameArrival } from "./derive-arrival";

// Changes of a box since what alerts were last based on: LFD per source, blocking holds, readiness, fees, and
// its arrival at the port (a moved ETA, the vessel's arrival, the discharge: derive-arrival.ts).
// Never derived from data that cannot be trusted:
// - urgency unknown (terminal check over 7 days, tracking stopped): no change events at all, and the state
//   is kept, so the net change is told once the data is fresh again;
// - stale (terminal check over 24 h, the board's stale flag): what the terminal reports (holds, readiness,
//   fees, the terminal LFD) is frozen the same way; the line's and the rail carrier's LFD are not terminal
//   data and are still told.
// The flapping kinds are cooled per box, kind and subject (dedupe.ts): a change held back keeps the value last
// told and sets `recheckAt`, when the box is looked at again and what is left of the change is told.

type Options = {
  now: Date;
  cooldownMinutes: number;
  /** Hours an ETA must move to be told (the workspace's threshold); null: never. Default 24. */
  etaChangeHours?: number | null;
};

/** LFD sources whose dates come from the terminal check (the line's and the rail carrier's do not). */
const TERMINAL_SOURCES: ReadonlySet<LfdSource> = new Set(["terminal"]);

/** The values alerts compare, from the box's current facts. */
export function trustedOf(facts: BoxAlertFacts): TrustedState {
  const fees = facts.fees === null ? null : summarizeFees(facts.fees).byCurrency;
  const blockingHolds =
    facts.holds === null
      ? null
      : [...new Set(facts.holds.filter((hold) => hold.status === "hold").map((hold) => hold.name))].sort();
  return {
    lfd: { ...facts.lfd },
    blockingHolds,
    ready: facts.ready,
    fees,
    ...arrivalOf(facts),
    seq: 0,
    epoch: "",
    told: {},
    recheckAt: null,
  };
}

function localDate(at: string | null, source: LfdSource, facts: BoxAlertFacts): string | null {
  if (!at) return null;
  return localDateOf(at, firstKnownZone(lfdZones(source, facts.zones)))?.date ?? null;
}

type Look = {
  before: TrustedState;
  current: TrustedState;
  facts: BoxAlertFacts;
  ledger: CooldownLedger;
  seq: number;
  /** Names this telling in dedupe keys: the box state's epoch and the look's sequence number. */
  telling: string;
  events: DerivedEvent[];
};

function lfdChanges({ before, current, facts, ledger, telling, events }: Look): TrustedState["lfd"] {
  const lfd = { ...before.lfd };
  for (const source of LFD_SOURCE_PRIORITY) {
    const old = before.lfd[source];
    const next = current.lfd[source];
    if (sameInstant(old, next)) continue;
    if (facts.stale && TERMINAL_SOURCES.has(source)) continue;
    if (!ledger.mayTell(cooldownKey("lfd_changed", source))) continue;
    ledger.record(cooldownKey("lfd_changed", source));
    lfd[source] = next;
    const direction =
      old === null ? "set" : next === null ? "cleared" : Date.parse(next) < Date.parse(old) ? "earlier" : "later";
    events.push({
      kind: "lfd_changed",
      dedupeKey: boxKey("lfd_changed", facts.number, source, telling),
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
  return lfd;
}

function holdChanges({ before, current, facts, ledger, telling, events }: Look): string[] | null {
  if (facts.stale) return before.blockingHolds;
  // Unknown holds (null) before or now: nothing can be said to have changed.
  if (before.blockingHolds === null || current.blockingHolds === null) return current.blockingHolds;
  const now = current.blockingHolds;
  const kept = new Set(before.blockingHolds);
  const tell = (kind: "hold_placed" | "hold_released", name: string): boolean => {
    if (!ledger.mayTell(cooldownKey(kind, name))) return false;
    ledger.record(cooldownKey(kind, name));
    events.push({
      kind,
      dedupeKey: boxKey(kind, facts.number, name, telling),
      data:
        kind === "hold_placed" ? { hold: name, holds: now } : { hold: name, holds: now, stillBlocked: now.length > 0 },
    });
    return true;
  };
  for (const name of now) if (!kept.has(name) && tell("hold_placed", name)) kept.add(name);
  for (const name of before.blockingHolds) if (!now.includes(name) && tell("hold_released", name)) kept.delete(name);
  return [...kept].sort();
}

function readyChange({ before, current, facts, ledger, telling, events }: Look): boolean {
  if (facts.stale || current.ready === before.ready) return before.ready;
  // Going un-ready is not told, but it is cooled by the last "ready" too: ready, not, ready again within the
  // cool-down is one "ready", and a drop that lasts is taken silently once the cool-down ends.
  if (!ledger.mayTell(cooldownKey("became_ready"))) return before.ready;
  if (current.ready) {
    ledger.record(cooldownKey("became_ready"));
    events.push({ kind: "became_ready", dedupeKey: boxKey("became_ready", facts.number, telling), data: {} });
  }
  return current.ready;
}

/** The epoch a box state's first look starts: its cache row, in 12 hex characters. */
export function epochOf(rowId: string): string {
  return rowId.replace(/-/g, "").slice(0, 12);
}

function feeChanges({ before, current, facts, events }: Look): Record<string, number> | null {
  // Fees are named by their amount; within an epoch, so the same box on a later trip is told the same fee again.
  const epoch = before.epoch ? [before.epoch] : [];
  if (facts.stale) return before.fees;
  if (current.fees === null) return null;
  const old = before.fees ?? {};
  for (const [currency, amount] of Object.entries(current.fees)) {
    const previous = old[currency];
    if (previous === undefined) {
      events.push({
        kind: "fees_posted",
        dedupeKey: boxKey("fees_posted", facts.number, currency, amount, ...epoch),
        data: { currency, amount, previous: null },
      });
    } else if (amount > previous) {
      events.push({
        kind: "fees_grew",
        dedupeKey: boxKey("fees_grew", facts.number, currency, amount, ...epoch),
        data: { currency, amount, previous },
      });
    }
  }
  return current.fees;
}

const sameInstant = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

function sameRecord<T>(x: Record<string, T> | null, y: Record<string, T> | null): boolean {
  return x === null || y === null
    ? x === y
    : Object.keys(x).length === Object.keys(y).length && Object.entries(x).every(([key, value]) => y[key] === value);
}

function sameState(a: TrustedState, b: TrustedState): boolean {
  const sameList = (x: string[] | null, y: string[] | null): boolean =>
    x === null || y === null ? x === y : x.length === y.length && x.every((item, index) => item === y[index]);
  return (
    LFD_SOURCE_PRIORITY.every((source) => sameInstant(a.lfd[source], b.lfd[source])) &&
    sameList(a.blockingHolds, b.blockingHolds) &&
    a.ready === b.ready &&
    sameRecord(a.fees, b.fees) &&
    sameArrival(a, b) &&
    a.seq === b.seq &&
    a.epoch === b.epoch &&
    sameRecord(a.told, b.told) &&
    a.recheckAt === b.recheckAt
  );
}

/**
 * The change events from `before` (null: first look at this box, nothing to compare) to the box's facts, and
 * the state to keep (`before` itself when nothing moved). Urgency unknown: no events and `before` is kept.
 */
export function deriveChanges(
  before: TrustedState | null,
  facts: BoxAlertFacts,
  options: Options,
): { events: DerivedEvent[]; trusted: TrustedState | null } {
  // Nothing is looked at again while the data cannot be trusted: it is, once it changes (its hash does).
  if (facts.urgencyUnknown)
    return { events: [], trusted: before && before.recheckAt !== null ? { ...before, recheckAt: null } : before };
  const current = trustedOf(facts);
  // A first look starts a new epoch, named after the cache row: the row may be new (a resync) while its number
  // was told about before, and its sequence numbers start again, so they must not name an earlier row's tellings
  // (nor another row's of the same number: a box on its next trip).
  if (!before) return { events: [], trusted: { ...current, epoch: epochOf(facts.id) } };
  const seq = before.seq + 1;
  const look: Look = {
    before,
    current,
    facts,
    ledger: cooldownLedger(before.told, options.now, options.cooldownMinutes),
    seq,
    telling: before.epoch ? `${before.epoch}.${seq}` : String(seq),
    events: [],
  };
  const lfd = lfdChanges(look);
  const blockingHolds = holdChanges(look);
  const ready = readyChange(look);
  const fees = feeChanges(look);
  const arrival = arrivalChanges(before, facts, {
    etaChangeHours: options.etaChangeHours === undefined ? DEFAULT_ETA_CHANGE_HOURS : options.etaChangeHours,
    telling: look.telling,
    epoch: before.epoch,
  });
  look.events.push(...arrival.events);
  const next: TrustedState = {
    lfd,
    blockingHolds,
    ready,
    fees,
    ...arrival.state,
    seq: look.events.length > 0 ? look.seq : before.seq,
    epoch: before.epoch,
    told: look.ledger.told(),
    recheckAt: look.ledger.recheckAt(),
  };
  return { events: look.events, trusted: sameState(before, next) ? before : next };
}
