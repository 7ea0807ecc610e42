// Changeset diffing for the container history: which tracked fields changed between the cached row and the
// incoming data, with old and new values as JSON. Pure; the upsert writes the result.

export const TRACKED_FIELDS = [
  "pickup_lfd",
  "pickup_lfd_line",
  "pickup_lfd_terminal",
  "pickup_lfd_rail",
  "holds",
  "fees",
  "available_for_pickup",
  "pickup_appointment_at",
  "current_status",
] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

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
};

export type FieldChange = { field: TrackedField; oldValue: unknown; newValue: unknown };

const json = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value === undefined ? null : value);

function pick(values: TrackedValues): Record<TrackedField, unknown> {
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
  };
}

/** Canonical JSON (sorted keys) so `{a,b}` and `{b,a}` are the same value. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The changes from `before` (null for a new container: nothing to record) to `after`. */
export function diffTracked(before: TrackedValues | null, after: TrackedValues): FieldChange[] {
  if (!before) return [];
  const old = pick(before);
  const next = pick(after);
  return TRACKED_FIELDS.filter((field) => canonical(old[field]) !== canonical(next[field])).map((field) => ({
    field,
    oldValue: old[field],
    newValue: next[field],
  }));
}

/**
 * The stale-write guard: data observed at `incoming` may replace data observed at `stored` only when it is
 * not older. Equal instants apply (a redelivery of the same state is harmless and idempotent).
 */
export function isNotOlder(incoming: Date, stored: Date | null | undefined): boolean {
  return !stored || incoming.getTime() >= stored.getTime();
}
