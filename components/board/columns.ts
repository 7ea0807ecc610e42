import type { ContainerRow } from "@/lib/shared/container-api";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import { PULL_STATE_INFO } from "@/lib/domain/pull-state";

import { personName, plannedPickupText } from "@/components/work/work-format";

import {
  availabilityText,
  daysLeftText,
  feesText,
  holdsText,
  lfdText,
  moneyAtRiskText,
  returnByText,
  statusText,
} from "./row-format";
import { instantText, type Now } from "@/lib/shared/format/date";

import { etaCellText, hazmatText, sizeTypeText, vesselText, weightText } from "./arrival-format";

// The board's columns: their order, labels and widths, and each cell as plain text. The table renders richer
// cells; the CSV writes machine-readable fields of its own (csv.ts).

export const COLUMN_IDS = [
  "number",
  "pull",
  "bucket",
  "lfd",
  "daysLeft",
  "holds",
  "fees",
  "money",
  "terminal",
  "customer",
  "eta",
  "vessel",
  "appointment",
  "assignee",
  "plannedPickup",
  "notes",
  "status",
  "availability",
  "line",
  "bol",
  "refs",
  "tags",
  "sizeType",
  "weight",
  "hazmat",
  "checked",
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export type ColumnDef = {
  id: ColumnId;
  label: string;
  /** CSS grid track for the virtualized table: the minimum; spare width is shared out. */
  width: string;
  /** The number column cannot be hidden: it is how a row is named. */
  required?: boolean;
  /** The cell as plain text (screen readers, simple cells); `now` judges which dates need their year. */
  text: (row: ContainerRow, now?: Now) => string;
};

// Widths are chosen so the container, whether it can be pulled, urgency, LFD, days left, holds, fees, money at risk, terminal and
// customer fit side by side at 1440 px wide with the sidebar open; the rest follow to the right.
export const COLUMNS: Record<ColumnId, ColumnDef> = {
  number: { id: "number", label: "Container", width: "8rem", required: true, text: (r) => r.number },
  pull: { id: "pull", label: "Pull?", width: "7.25rem", text: (r) => PULL_STATE_INFO[r.pull].label },
  bucket: { id: "bucket", label: "Urgency", width: "8rem", text: (r) => BUCKET_INFO[r.bucket].label },
  lfd: {
    id: "lfd",
    label: "LFD / return",
    // Room for "Nov 30", its source letter and a disagreement badge ("−2d").
    width: "7rem",
    text: (r, now) => (r.returnBy ? `return by ${returnByText(r.returnBy, now)}` : lfdText(r, now)),
  },
  daysLeft: { id: "daysLeft", label: "Days left", width: "6rem", text: (r) => daysLeftText(r) },
  holds: { id: "holds", label: "Holds", width: "6.5rem", text: (r) => holdsText(r) },
  fees: { id: "fees", label: "Posted fees", width: "6.5rem", text: (r) => feesText(r.fees) },
  money: { id: "money", label: "At risk/day (est.)", width: "7rem", text: (r) => moneyAtRiskText(r.moneyAtRisk) },
  terminal: {
    id: "terminal",
    label: "Terminal",
    width: "7.25rem",
    text: (r) => r.terminal.name ?? r.terminal.firmsCode ?? "—",
  },
  customer: { id: "customer", label: "Customer", width: "7.5rem", text: (r) => r.customerName ?? "—" },
  // "Nov 30, 14:05 PST" in the terminal's zone; "arrived Nov 20" once in.
  eta: { id: "eta", label: "ETA", width: "9rem", text: (r, now) => etaCellText(r, now) },
  vessel: { id: "vessel", label: "Vessel / voyage", width: "10rem", text: (r) => vesselText(r.arrival, true) },
  appointment: {
    id: "appointment",
    label: "Appointment",
    width: "8.5rem",
    text: (r, now) => instantText(r.pickupAppointmentAt, r.terminal.timezone, now),
  },
  assignee: {
    id: "assignee",
    label: "Assignee",
    width: "7rem",
    text: (r) => (r.work?.assignee ? personName(r.work.assignee) : "—"),
  },
  plannedPickup: {
    id: "plannedPickup",
    label: "Planned pickup",
    width: "7rem",
    text: (r, now) =>
      r.work?.plannedPickup
        ? plannedPickupText({ ...r.work.plannedPickup, timezone: r.terminal.timezone ?? undefined }, now)
        : "—",
  },
  notes: {
    id: "notes",
    label: "Notes",
    width: "4rem",
    text: (r) => (r.work?.noteCount ? String(r.work.noteCount) : "—"),
  },
  status: { id: "status", label: "Status", width: "7rem", text: (r) => statusText(r.currentStatus) },
  availability: {
    id: "availability",
    label: "Available",
    width: "5.5rem",
    text: (r) => availabilityText(r.availableForPickup),
  },
  line: { id: "line", label: "Line", width: "4.5rem", text: (r) => r.shippingLine.scac ?? r.shippingLine.name ?? "—" },
  bol: { id: "bol", label: "BOL", width: "8.5rem", text: (r) => r.billOfLading ?? r.bookingNumber ?? "—" },
  refs: { id: "refs", label: "Refs", width: "7rem", text: (r) => r.refNumbers.join(", ") || "—" },
  tags: { id: "tags", label: "Tags", width: "6rem", text: (r) => r.tags.join(", ") || "—" },
  sizeType: { id: "sizeType", label: "Size/type", width: "5.5rem", text: (r) => sizeTypeText(r.arrival.sizeType) },
  weight: { id: "weight", label: "Weight", width: "6.5rem", text: (r) => weightText(r.arrival.weightLbs) },
  hazmat: { id: "hazmat", label: "Hazmat", width: "5.5rem", text: (r) => hazmatText(r.arrival.hazmat) },
  checked: {
    id: "checked",
    label: "Last checked",
    width: "8.5rem",
    text: (r, now) => instantText(r.terminalCheckedAt, r.terminal.timezone, now),
  },
};

export const DEFAULT_COLUMNS: readonly ColumnId[] = [
  "number",
  "pull",
  "bucket",
  "lfd",
  "daysLeft",
  "holds",
  "fees",
  "money",
  "terminal",
  "customer",
  "eta",
  "appointment",
  "assignee",
  "plannedPickup",
  "notes",
  "status",
  "line",
  "bol",
  "checked",
];

export function isColumnId(value: unknown): value is ColumnId {
  return typeof value === "string" && (COLUMN_IDS as readonly string[]).includes(value);
}

/** The format serializeColumnPrefs writes: 1 was a bare list, 2 the first `{ version, columns }`. */
const PREFS_VERSION = 3;
/**
 * Default columns added since each saved format: shown to whoever saved choices in it (they could not have hidden
 * them), once; choices saved in the current format keep a column hidden.
 */
const ADDED_SINCE: Record<number, readonly ColumnId[]> = { 1: ["pull", "eta"], 2: ["eta"] };

function savedVersion(value: object): number {
  return "version" in value && typeof value.version === "number" ? value.version : 2;
}

/** Reads saved column choices (localStorage text); anything unreadable gives the defaults. */
export function parseColumnPrefs(stored: string | null): ColumnId[] {
  if (!stored) return [...DEFAULT_COLUMNS];
  try {
    const value: unknown = JSON.parse(stored);
    const saved: unknown = Array.isArray(value)
      ? value
      : typeof value === "object" && value !== null && "columns" in value
        ? value.columns
        : null;
    if (!Array.isArray(saved)) return [...DEFAULT_COLUMNS];
    const version = Array.isArray(value) ? 1 : savedVersion(value as object);
    const list = [...(saved as unknown[]), ...(ADDED_SINCE[version] ?? [])];
    const chosen = new Set(list.filter(isColumnId));
    chosen.add("number");
    // Keep the canonical order whatever order the choices were saved in.
    return COLUMN_IDS.filter((id) => chosen.has(id));
  } catch {
    return [...DEFAULT_COLUMNS];
  }
}

/** The text parseColumnPrefs reads back. */
export function serializeColumnPrefs(columns: readonly ColumnId[]): string {
  return JSON.stringify({ version: PREFS_VERSION, columns });
}

export function toggleColumn(visible: readonly ColumnId[], id: ColumnId): ColumnId[] {
  if (COLUMNS[id].required) return [...visible];
  const next = new Set(visible);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return COLUMN_IDS.filter((column) => next.has(column));
}
