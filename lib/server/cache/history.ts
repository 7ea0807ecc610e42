// Changeset diffing for the container history: which tracked fields changed between the cached row and the
// incoming data, with old and new values as JSON. Pure; the upsert writes the result.
import { canonical } from "@/lib/domain/canonical-json";
import { HISTORY_FIELDS, type HistoryField } from "@/lib/domain/days/history-fields";

export { canonical };

/** The fields whose every change is recorded: the one list (lib/domain/days/history-fields.ts). */
export const TRACKED_FIELDS = HISTORY_FIELDS;
export type TrackedField = HistoryField;

export type TrackedValues = {
  pickupLfd: Date | null;
  lfdLine: Date | null;
  lfdTerminal: Date | null;
  lfdRail: Date | null;
  holds: unknown;
  fees: unknown;
  availableForPickup: boolean | null;
  pickupAppointmentAt: Date | null;
  currentStatus: string | null;
  podDischargedAt: Date | null;
  podFullOutAt: Date | null;
  finalDestinationFullOutAt: Date | null;
  emptyTerminatedAt: Date | null;
  indFacilityHolds: unknown;
  indFacilityFees: unknown;
};

export type FieldChange = { field: TrackedField; oldValue: unknown; newValue: unknown };

const json = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/** The tracked values as the history stores them (JSON: instants as ISO text). */
export function trackedJson(values: TrackedValues): Record<TrackedField, unknown> {
  return {
    pickup_lfd: json(values.pickupLfd),
    pickup_lfd_line: json(values.lfdLine),
    pickup_lfd_terminal: json(values.lfdTerminal),
    pickup_lfd_rail: json(values.lfdRail),
    holds: json(values.holds),
    fees: json(values.fees),
    available_for_pickup: json(values.availableForPickup),
    pickup_appointment_at: json(values.pickupAppointmentAt),
    current_status: json(values.currentStatus),
    pod_discharged_at: json(values.podDischargedAt),
    pod_full_out_at: json(values.podFullOutAt),
    final_destination_full_out_at: json(values.finalDestinationFullOutAt),
    empty_terminated_at: json(values.emptyTerminatedAt),
    ind_facility_holds: json(values.indFacilityHolds),
    ind_facility_fees: json(values.indFacilityFees),
  };
}

/** The changes from `before` (null for a new container: its first observation is recorded apart) to `after`. */
export function diffTracked(before: TrackedValues | null, after: TrackedValues): FieldChange[] {
  if (!before) return [];
  const old = trackedJson(before);
  const next = trackedJson(after);
  return TRACKED_FIELDS.filter((field) => canonical(old[field]) !== canonical(next[field])).map((field) => ({
    field,
    oldValue: old[field],
    newValue: next[field],
  }));
}

/**
 * When data was observed: the service's instant (a notification's created_at, or when a sync read it), and for
 * a webhook its delivery order (the inbox row id), which orders two notifications stamped with the same
 * instant. A sync or a single read has no `seq`: it is the current state at its instant.
 */
export type Observed = { at: Date; seq?: bigint | null };

/**
 * Order of two observations: by instant, then, when both carry one, by delivery order. 0 means "the same as
 * far as we can tell": equal instants without two sequence numbers to compare.
 */
export function compareObserved(a: Observed, b: Observed): -1 | 0 | 1 {
  const delta = a.at.getTime() - b.at.getTime();
  if (delta !== 0) return delta > 0 ? 1 : -1;
  if (a.seq === null || a.seq === undefined || b.seq === null || b.seq === undefined || a.seq === b.seq) return 0;
  return a.seq > b.seq ? 1 : -1;
}

/**
 * The stale-write guard: data observed at `incoming` may replace data observed at `stored` only when it is
 * not older. The same observation applies again (a redelivery of the same state is harmless and idempotent);
 * of two deliveries stamped with the same instant the later-delivered one wins, in whichever order they are
 * processed.
 */
export function isNotOlder(incoming: Observed | Date, stored: Observed | Date | null | undefined): boolean {
  if (!stored) return true;
  return compareObserved(asObserved(incoming), asObserved(stored)) >= 0;
}

/** The delivery order a row keeps after `incoming` was applied over `stored`. */
export function seqAfter(incoming: Observed, stored: Observed | null): bigint | null {
  if (incoming.seq !== null && incoming.seq !== undefined) return incoming.seq;
  // A sync at the very instant of a delivery keeps that delivery's order, so an earlier delivery with the same
  // stamp, processed afterwards, still loses.
  return stored && stored.at.getTime() === incoming.at.getTime() ? (stored.seq ?? null) : null;
}

function asObserved(value: Observed | Date): Observed {
  return value instanceof Date ? { at: value } : value;
}
