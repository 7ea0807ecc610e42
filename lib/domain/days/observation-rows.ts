import { canonical } from "../canonical-json";

import { FIRST_SEEN_CLOCK, HISTORY_FIELDS, type HistoryField, type HistoryKind } from "./history-fields";

// The history rows an observation adds besides the changes it makes (history-fields.ts, HISTORY_KINDS): the box's
// first observation, and a delivery older than what the box holds, which is evidence of its own time though it
// must not change the box. Both keep each field's rows one chain (every row's old value is the new value of the
// row before it), which the day records (their window starts at a row's old value) and the reports (fees posted
// add up new minus old) rely on.

/** A box's tracked values as the history stores them (JSON: instants as ISO text). */
export type HistoryValues = Record<HistoryField, unknown>;

export interface HistoryRow {
  field: HistoryField;
  kind: HistoryKind;
  oldValue: unknown;
  newValue: unknown;
  at: Date;
}

/** A row already in the history; lists of them are in (observed_at, id) order. */
export interface RecordedRow {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  at: Date;
}

const instantOf = (value: unknown): Date | null => {
  const ms = typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** When the service says a field's first observed value held: its own instant, the terminal's check, or now. */
export function firstSeenAt(
  field: HistoryField,
  value: unknown,
  times: { observedAt: Date; terminalCheckedAt: Date | null },
): Date {
  const clock = FIRST_SEEN_CLOCK[field];
  const at = clock === "own" ? instantOf(value) : clock === "terminal" ? times.terminalCheckedAt : null;
  // A time after the observation (a clock running ahead, a planned instant) says no more than the observation.
  return at !== null && at.getTime() < times.observedAt.getTime() ? at : times.observedAt;
}

/**
 * The first observation of a box: one `initial` row per field the service gave a value for, dated by the service's
 * own time where it gives one. Old repeats new: nothing earlier is known, so a reader of a day before it takes the
 * first value seen, as it would with no row at all. A field the service left unset has no row: its first change
 * records null as the old value.
 */
export function firstObservationRows(
  values: HistoryValues,
  times: { observedAt: Date; terminalCheckedAt: Date | null },
): HistoryRow[] {
  return HISTORY_FIELDS.flatMap((field): HistoryRow[] => {
    const value = values[field];
    if (value === null || value === undefined) return [];
    return [{ field, kind: "initial", oldValue: value, newValue: value, at: firstSeenAt(field, value, times) }];
  });
}

/**
 * A delivery observed at `at`, older than the box's state (observed at `storedAt`, values `current`): for each
 * field whose value differs from what the history holds at `at`, a `late` row from that value to the delivery's,
 * at `at`, and a `late_end` row back, where the history next knows the field: 1 ms before its next row (so the
 * chain stays in order), or, with none after `at`, at `storedAt`, when the box's current value was observed. A
 * short hold seen only by a delivery that arrived late is so kept with the hours it can be shown to have lasted.
 * `at` is strictly before `storedAt` (a delivery of the box's own instant that lost on delivery order tells
 * nothing new), though the rows may hold other deliveries of `at`.
 */
export function lateObservationRows(
  recorded: readonly RecordedRow[],
  current: HistoryValues,
  incoming: HistoryValues,
  times: { at: Date; storedAt: Date },
): HistoryRow[] {
  const t = times.at.getTime();
  return HISTORY_FIELDS.flatMap((field): HistoryRow[] => {
    const rows = recorded.filter((row) => row.field === field);
    const before = rows.filter((row) => row.at.getTime() <= t).at(-1) ?? null;
    const next = rows.find((row) => row.at.getTime() > t) ?? null;
    // A row of the very instant already speaks for it: the service stamps to the second, so which of the two
    // came first cannot be told, and the one applied stands.
    if (before?.at.getTime() === t) return [];
    const inForce = before ? before.newValue : next ? next.oldValue : current[field];
    const late = incoming[field] ?? null;
    if (canonical(inForce) === canonical(late)) return [];
    const endAt = next ? next.at.getTime() - 1 : Math.max(t, times.storedAt.getTime());
    return [
      { field, kind: "late", oldValue: inForce, newValue: late, at: times.at },
      {
        field,
        kind: "late_end",
        oldValue: late,
        newValue: next ? inForce : current[field],
        at: new Date(Math.max(t, endAt)),
      },
    ];
  });
}
