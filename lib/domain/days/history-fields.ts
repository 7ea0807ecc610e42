// The fields of a box whose every change Quayside records (container_changes.field), in the service's names: the
// one list the history writer (lib/server/cache/history.ts) and the day records' reconstruction (day-record.ts)
// share. Besides the LFDs, holds, fees and status a dispatcher acts on, the moments the box's free time and charges
// hang on (discharge, full-out at the port and at the inland destination, empty return) and the rail ramp's holds
// and fees, so a past day can be rebuilt from the history alone.

export const HISTORY_FIELDS = [
  "pickup_lfd",
  "pickup_lfd_line",
  "pickup_lfd_terminal",
  "pickup_lfd_rail",
  "holds",
  "fees",
  "available_for_pickup",
  "pickup_appointment_at",
  "current_status",
  "pod_discharged_at",
  "pod_full_out_at",
  "final_destination_full_out_at",
  "empty_terminated_at",
  "ind_facility_holds",
  "ind_facility_fees",
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/**
 * What a history row records. `change`: the value moved from old to new when observed. `initial`: the box's first
 * observation (old repeats new: nothing earlier is known). `late`: a delivery older than what the box already held,
 * kept at its own time as evidence but never applied; `late_end`: the value observed next, which ends it. Rows of a
 * field in (observed_at, id) order form one chain: each row's old value is the new value of the row before it.
 */
export const HISTORY_KINDS = ["change", "initial", "late", "late_end"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * Which of the service's times a field's first observation is dated by. `own`: the value is itself the instant it
 * happened (a discharge is known from the moment it happened). `terminal`: the value is what the terminal said when
 * last checked (terminal_checked_at). `observed`: the service gives no time of its own; when it was observed.
 */
export const FIRST_SEEN_CLOCK: Record<HistoryField, "own" | "terminal" | "observed"> = {
  pickup_lfd: "observed",
  pickup_lfd_line: "observed",
  pickup_lfd_terminal: "terminal",
  pickup_lfd_rail: "observed",
  holds: "terminal",
  fees: "terminal",
  available_for_pickup: "terminal",
  pickup_appointment_at: "terminal",
  current_status: "observed",
  pod_discharged_at: "own",
  pod_full_out_at: "own",
  final_destination_full_out_at: "own",
  empty_terminated_at: "own",
  ind_facility_holds: "observed",
  ind_facility_fees: "observed",
};
