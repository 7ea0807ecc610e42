import type { ContainerRow } from "@/lib/shared/container-api";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import { feesIn } from "@/lib/domain/fees";
import { csvFileName, toCsv, type CsvColumn } from "@/lib/shared/csv";
import { isoInstant } from "@/lib/shared/format/iso";
import { WORK_CSV_FIELDS } from "@/components/work/work-csv";

// The board's CSV, for spreadsheets rather than eyes: every row of the current view with the same fields
// whatever columns are on screen. Local dates are ISO (YYYY-MM-DD) beside the IANA zone they are local to;
// instants are ISO in UTC (lib/shared/format/iso.ts); money is a plain number in one column per currency
// (posted fees, the terminal's total, and the estimated cost of one more day apart), so a sum in the sheet is a
// sum of one currency.
// Quoting and formula safety are lib/shared/csv.ts's; figures go to it as numbers, so they stay numbers.

type Field = CsvColumn<ContainerRow>;

const text = (value: string | null | undefined): string => value ?? "";
const num = (value: number | null | undefined): number | null => value ?? null;

function flagsOf(row: ContainerRow): string {
  const names: string[] = [];
  if (row.flags.ready) names.push("ready");
  if (row.flags.blocked) names.push("blocked");
  if (row.flags.pendingHold) names.push("pending hold");
  if (row.flags.conflict) names.push("LFD conflict");
  if (row.flags.stale) names.push("stale");
  if (row.flags.urgencyUnknown) names.push("urgency unknown");
  return names.join("; ");
}

const FIXED_BEFORE: Field[] = [
  { header: "Container", value: (r) => r.number },
  { header: "Urgency", value: (r) => BUCKET_INFO[r.bucket].label },
  { header: "Flags", value: flagsOf },
  { header: "Cards", value: (r) => r.lenses.join("; ") },
  { header: "LFD", value: (r) => text(r.lfd.governingDate) },
  { header: "LFD zone", value: (r) => text(r.lfd.timezone) },
  { header: "LFD source", value: (r) => text(r.lfd.source) },
  { header: "LFD rule", value: (r) => r.lfd.rule },
  { header: "Line LFD", value: (r) => text(r.lfd.line?.date) },
  { header: "Terminal LFD", value: (r) => text(r.lfd.terminal?.date) },
  { header: "Rail LFD", value: (r) => text(r.lfd.rail?.date) },
  // Days to the LFD; a box that is out counts days to its return-by instead, in its own columns.
  { header: "Days left", value: (r) => (r.flags.urgencyUnknown || r.returnBy ? "" : num(r.lfd.daysLeft)) },
  { header: "Return by", value: (r) => text(r.returnBy?.date) },
  { header: "Return by zone", value: (r) => text(r.returnBy?.timezone) },
  { header: "Days to return", value: (r) => (r.flags.urgencyUnknown ? "" : num(r.returnBy?.daysLeft)) },
  {
    header: "Holds",
    value: (r) => (r.holdsKnown ? r.holds.map((h) => `${h.name} (${h.status})`).join("; ") : "unknown"),
  },
  { header: "Available", value: (r) => (r.availableForPickup === null ? "" : r.availableForPickup ? "yes" : "no") },
  { header: "Status", value: (r) => text(r.currentStatus) },
  { header: "Terminal", value: (r) => text(r.terminal.name ?? r.terminal.firmsCode) },
  { header: "Terminal FIRMS", value: (r) => text(r.terminal.firmsCode) },
  { header: "Terminal zone", value: (r) => text(r.terminal.timezone) },
  { header: "Line", value: (r) => text(r.shippingLine.scac ?? r.shippingLine.name) },
  { header: "BOL", value: (r) => text(r.billOfLading) },
  { header: "Booking", value: (r) => text(r.bookingNumber) },
  { header: "Customer", value: (r) => text(r.customerName) },
  { header: "Appointment (UTC)", value: (r) => isoInstant(r.pickupAppointmentAt) },
  { header: "Last checked (UTC)", value: (r) => isoInstant(r.terminalCheckedAt) },
  // Arrival facts: the shipment's ETA and the vessel's arrival at the port, its vessel and voyage, the equipment.
  { header: "ETA (UTC)", value: (r) => isoInstant(r.arrival.etaAt) },
  { header: "Arrived (UTC)", value: (r) => isoInstant(r.arrival.arrivedAt) },
  { header: "Vessel", value: (r) => text(r.arrival.vesselName) },
  { header: "Vessel IMO", value: (r) => text(r.arrival.vesselImo) },
  { header: "Voyage", value: (r) => text(r.arrival.voyage) },
  { header: "Size/type", value: (r) => text(r.arrival.sizeType) },
  { header: "Equipment type", value: (r) => text(r.arrival.equipment.type) },
  { header: "Length (ft)", value: (r) => num(r.arrival.equipment.length) },
  { header: "Height", value: (r) => text(r.arrival.equipment.height) },
  { header: "Weight (lb)", value: (r) => num(r.arrival.weightLbs) },
  // Empty when the account's hazmat field does not say: unknown, not "no".
  { header: "Hazmat", value: (r) => (r.arrival.hazmat === null ? "" : r.arrival.hazmat ? "yes" : "no") },
];

const FIXED_AFTER: Field[] = [
  { header: "Refs", value: (r) => r.refNumbers.join("; ") },
  { header: "Tags", value: (r) => r.tags.join("; ") },
  ...WORK_CSV_FIELDS,
];

/** The currencies that occur in the rows for one kind of amount, sorted, so each gets its own column. */
function currencies(
  rows: readonly ContainerRow[],
  pick: (row: ContainerRow) => Record<string, number> | null | undefined,
): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(pick(row) ?? {})))].sort();
}

function moneyFields(rows: readonly ContainerRow[]): Field[] {
  // Unknown fees stay empty (not 0): the terminal sent nothing. A known box with no fee of a currency is 0.
  const posted = currencies(rows, (r) => r.fees.byCurrency).map((c): Field => ({
    header: `Fees posted ${c}`,
    value: (r) => feesIn(r.fees, c),
  }));
  const totals = currencies(rows, (r) => r.fees.terminalTotal).map((c): Field => ({
    header: `Terminal total ${c}`,
    value: (r) => num(r.fees.terminalTotal?.[c]),
  }));
  const risk = currencies(rows, (r) => r.moneyAtRisk?.byCurrency).map((c): Field => ({
    header: `At risk per day ${c} (estimate)`,
    value: (r) => num(r.moneyAtRisk?.byCurrency[c]),
  }));
  return [...posted, ...totals, ...risk];
}

export function buildCsv(rows: readonly ContainerRow[]): string {
  const fields = [...FIXED_BEFORE, ...moneyFields(rows), ...FIXED_AFTER];
  return toCsv({ columns: fields.map((f) => f.header), rows: rows.map((row) => fields.map((f) => f.value(row))) });
}

/** "quayside-board-2026-11-23-16-30.csv": the export's instant to the minute (UTC). */
export function boardCsvFileName(now: Date, slug = "board"): string {
  return csvFileName(slug, now.toISOString().slice(0, 16).replace(/[:T]/g, "-"));
}
