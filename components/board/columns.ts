import type { ContainerRow } from "@/lib/shared/container-api";
import { BUCKET_INFO } from "@/lib/domain/bucket";

import {
  availabilityText,
  daysLeftText,
  feesText,
  holdsText,
  instantText,
  lfdText,
  statusText,
} from "./row-format";

// The board's columns: their order, labels, widths and the text each exports. The table renders richer
// cells, but CSV and screen readers get exactly this text.

export const COLUMN_IDS = [
  "number",
  "bucket",
  "lfd",
  "daysLeft",
  "holds",
  "fees",
  "status",
  "availability",
  "appointment",
  "terminal",
  "line",
  "bol",
  "customer",
  "refs",
  "tags",
  "checked",
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export type ColumnDef = {
  id: ColumnId;
  label: string;
  /** CSS grid track for the virtualized table. */
  width: string;
  /** The number column cannot be hidden: it is how a row is named. */
  required?: boolean;
  text: (row: ContainerRow) => string;
};

export const COLUMNS: Record<ColumnId, ColumnDef> = {
  number: { id: "number", label: "Container", width: "9.5rem", required: true, text: (r) => r.number },
  bucket: { id: "bucket", label: "Bucket", width: "8.5rem", text: (r) => BUCKET_INFO[r.bucket].label },
  lfd: { id: "lfd", label: "LFD", width: "11rem", text: (r) => lfdText(r) },
  daysLeft: { id: "daysLeft", label: "Days left", width: "6.5rem", text: (r) => daysLeftText(r) },
  holds: { id: "holds", label: "Holds", width: "10rem", text: (r) => holdsText(r) },
  fees: { id: "fees", label: "Fees", width: "9rem", text: (r) => feesText(r.fees) },
  status: { id: "status", label: "Status", width: "8rem", text: (r) => statusText(r.currentStatus) },
  availability: { id: "availability", label: "Available", width: "6.5rem", text: (r) => availabilityText(r.availableForPickup) },
  appointment: { id: "appointment", label: "Appointment", width: "9.5rem", text: (r) => instantText(r.pickupAppointmentAt, r.terminal.timezone) },
  terminal: { id: "terminal", label: "Terminal", width: "9rem", text: (r) => r.terminal.name ?? r.terminal.firmsCode ?? "—" },
  line: { id: "line", label: "Line", width: "5rem", text: (r) => r.shippingLine.scac ?? r.shippingLine.name ?? "—" },
  bol: { id: "bol", label: "BOL", width: "9rem", text: (r) => r.billOfLading ?? r.bookingNumber ?? "—" },
  customer: { id: "customer", label: "Customer", width: "8rem", text: (r) => r.customerName ?? "—" },
  refs: { id: "refs", label: "Refs", width: "8rem", text: (r) => r.refNumbers.join(", ") || "—" },
  tags: { id: "tags", label: "Tags", width: "7rem", text: (r) => r.tags.join(", ") || "—" },
  checked: { id: "checked", label: "Last checked", width: "9.5rem", text: (r) => instantText(r.terminalCheckedAt, r.terminal.timezone) },
};

export const DEFAULT_COLUMNS: readonly ColumnId[] = [
  "number",
  "bucket",
  "lfd",
  "daysLeft",
  "holds",
  "fees",
  "status",
  "availability",
  "appointment",
  "terminal",
  "line",
  "bol",
  "customer",
  "checked",
];

export function isColumnId(value: unknown): value is ColumnId {
  return typeof value === "string" && (COLUMN_IDS as readonly string[]).includes(value);
}

/** Reads saved column choices (localStorage text); anything unreadable gives the defaults. */
export function parseColumnPrefs(stored: string | null): ColumnId[] {
  if (!stored) return [...DEFAULT_COLUMNS];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [...DEFAULT_COLUMNS];
    const chosen = new Set(value.filter(isColumnId));
    chosen.add("number");
    // Keep the canonical order whatever order the choices were saved in.
    return COLUMN_IDS.filter((id) => chosen.has(id));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

export function toggleColumn(visible: readonly ColumnId[], id: ColumnId): ColumnId[] {
  if (COLUMNS[id].required) return [...visible];
  const next = new Set(visible);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return COLUMN_IDS.filter((column) => next.has(column));
}
