import type { HistoryField } from "@/lib/domain/days/history-fields";

import { instantText, type Now } from "./date";
import { formatMoney } from "./money";

// The service's recorded values (container_changes) in a dispatcher's words: the drawer's history reads "terminal
// LFD: Nov 9, 00:00 EST → Nov 10, 00:00 EST" and "holds: customs hold (CBP exam)", not the service's field names
// and JSON.

const FIELD_LABELS: Record<HistoryField, string> = {
  pickup_lfd: "LFD (as the service picks)",
  pickup_lfd_line: "line LFD",
  pickup_lfd_terminal: "terminal LFD",
  pickup_lfd_rail: "rail LFD",
  holds: "holds",
  fees: "fees",
  available_for_pickup: "available for pickup",
  pickup_appointment_at: "pickup appointment",
  current_status: "status",
  pod_discharged_at: "discharged",
  pod_full_out_at: "out of the port terminal",
  final_destination_full_out_at: "out at the inland destination",
  empty_terminated_at: "empty returned",
  ind_facility_holds: "rail ramp holds",
  ind_facility_fees: "rail ramp fees",
};

const isField = (field: string): field is HistoryField => field in FIELD_LABELS;

/** A recorded field's name for people; a field this build does not know keeps the service's name, spaced. */
export function historyFieldText(field: string): string {
  return isField(field) ? FIELD_LABELS[field] : field.replace(/_/g, " ");
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function holdText(value: unknown): string {
  const hold = record(value);
  if (!hold) return String(value);
  const name = typeof hold["name"] === "string" ? hold["name"] : "hold";
  const status = hold["status"] === "pending" ? "pending" : "hold";
  const description = typeof hold["description"] === "string" && hold["description"] ? ` (${hold["description"]})` : "";
  return `${name} ${status}${description}`;
}

function feeText(value: unknown): string {
  const fee = record(value);
  if (!fee) return String(value);
  const type = typeof fee["type"] === "string" ? fee["type"].replace(/_/g, " ") : "fee";
  const amount = typeof fee["amount"] === "number" ? fee["amount"] : Number(fee["amount"]);
  const currency = typeof fee["currency_code"] === "string" ? fee["currency_code"] : null;
  if (!Number.isFinite(amount)) return type;
  return currency ? `${type} ${formatMoney(amount, currency)}` : `${type} ${amount}`;
}

/** One recorded value in words; instants in `zone` (named), with `now` for the hydration-stable rendering. */
export function historyValueText(field: string, value: unknown, zone: string | null, now?: Now): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    const one = field === "fees" || field === "ind_facility_fees" ? feeText : holdText;
    return value.map(one).join(", ");
  }
  if (typeof value === "string") {
    if (value.includes("T") && !Number.isNaN(Date.parse(value))) return instantText(value, zone, now);
    return field === "current_status" ? value.replace(/_/g, " ") : value;
  }
  return typeof value === "number" ? String(value) : JSON.stringify(value);
}
