// The fields of a box whose every change Quayside records (container_changes.field), in the service's names: the
// one list the history writer (lib/server/cache/history.ts) and the day records' reconstruction (day-record.ts)
// share.

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
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];
