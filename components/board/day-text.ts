import type { DayRecordContent } from "@/lib/domain/days/day-record";
import { summarizeFees } from "@/lib/domain/fees";
import { formatAmounts } from "@/lib/shared/format/money";

// A day record's cells in words (the drawer's Days list and its CSV-like copy): short, and never claiming more
// than the record knows ("unknown", not "none", when the terminal reported nothing).

const PHASE: Record<DayRecordContent["phase"], string> = {
  at_terminal: "At terminal",
  on_rail: "On rail",
  out: "Out",
  returned: "Returned",
};

export const phaseText = (record: DayRecordContent): string => PHASE[record.phase];

export function availableText(record: DayRecordContent): string {
  if (!record.available.known) return "unknown";
  return record.available.hours === 0 ? "not available" : `${record.available.hours} h available`;
}

export function holdsDayText(record: DayRecordContent): string {
  if (!record.holdsKnown) return "unknown";
  if (record.holds.length === 0) return "none";
  return record.holds.map((hold) => `${hold.name} ${hold.blocking ? "hold" : hold.status} ${hold.hours} h`).join(", ");
}

export function chargeText(record: DayRecordContent): string {
  if (record.charges.length === 0) return "—";
  return record.charges
    .map((charge) =>
      charge.status === "free"
        ? `${charge.kind}: free`
        : `${charge.kind}: chargeable${charge.dayNumber ? ` (day ${charge.dayNumber})` : ""}`,
    )
    .join("; ");
}

export function feesDayText(record: DayRecordContent): string {
  if (record.fees === null) return "unknown";
  if (record.fees.length === 0) return "none";
  const fees = record.fees.map((fee) => ({ type: fee.type, amount: fee.amount, currency_code: fee.currency }));
  return formatAmounts(summarizeFees(fees).byCurrency);
}
