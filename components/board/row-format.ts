import type { ContainerRow } from "@/lib/shared/container-api";
import { formatInZone } from "@/lib/domain/local-date";

// Plain-text renderings of a row's facts, shared by the table cells, the drawer and the CSV export so the
// file says exactly what the screen says. Dates are always in the place's own zone with its abbreviation.

const moneyFormatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "code" });
    } catch {
      // Codes Intl does not know (e.g. our UNKNOWN bucket) still show the amount.
      formatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3 });
      moneyFormatters.set(currency, formatter);
      return `${currency} ${formatter.format(amount)}`;
    }
    moneyFormatters.set(currency, formatter);
  }
  // Intl writes "USD 1,250.00" with a no-break space; a plain space keeps CSV and tests simple.
  return formatter.format(amount).replace(/\u00a0/g, " ");
}

export function formatAmounts(byCurrency: Record<string, number>): string {
  return Object.entries(byCurrency)
    .map(([currency, amount]) => formatMoney(amount, currency))
    .join(" + ");
}

/** "unknown" when the terminal sent nothing, "none" for no fees; 0 is shown as an amount. */
export function feesText(fees: ContainerRow["fees"]): string {
  if (!fees.known) return "unknown";
  const sum = Object.keys(fees.byCurrency).length > 0 ? formatAmounts(fees.byCurrency) : "none";
  return fees.terminalTotal ? `${sum} (terminal total ${formatAmounts(fees.terminalTotal)})` : sum;
}

/** Urgency is suppressed when data is too old or tracking stopped: never a false "fine". */
export function urgencyUnknown(row: Pick<ContainerRow, "flags" | "bucket">): boolean {
  return row.flags.urgencyUnknown || row.bucket === "stale";
}

export function daysLeftText(row: Pick<ContainerRow, "flags" | "bucket" | "lfd">): string {
  if (urgencyUnknown(row)) return "unknown";
  const days = row.lfd.daysLeft;
  if (days === null) return "no LFD";
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} past`;
  return `${days} days left`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Nov 24 (PST)" for an LFD: the calendar date is the one the server computed (the same date its days left
 * count from), never re-derived in the browser, whose time-zone database can differ from the server's (e.g.
 * Chromium and Node disagreed on America/Vancouver in late 2026). The zone abbreviation comes from the browser.
 */
export function localDateText(date: string, instant: string, timeZone: string | null, withYear = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const zone = formatInZone(instant, timeZone)?.text.split(" ").at(-1) ?? "";
  if (!match) return formatInZone(instant, timeZone, { dateOnly: true, withYear })?.text ?? date;
  const day = `${MONTHS[Number(match[2]) - 1] ?? match[2]} ${Number(match[3])}${withYear ? `, ${match[1]}` : ""}`;
  return zone ? `${day} (${zone})` : day;
}

export function lfdText(row: Pick<ContainerRow, "lfd">): string {
  if (!row.lfd.governing) return "—";
  return row.lfd.governingDate ? localDateText(row.lfd.governingDate, row.lfd.governing, row.lfd.timezone) : (formatInZone(row.lfd.governing, row.lfd.timezone, { dateOnly: true })?.text ?? "—");
}

export function instantText(at: string | null, timeZone: string | null): string {
  if (!at) return "—";
  return formatInZone(at, timeZone)?.text ?? "—";
}

export function holdsText(row: Pick<ContainerRow, "holds" | "holdsKnown">): string {
  if (!row.holdsKnown) return "unknown";
  if (row.holds.length === 0) return "none";
  return row.holds.map((hold) => `${hold.name} (${hold.status})`).join(", ");
}

export function availabilityText(available: boolean | null): string {
  return available === null ? "unknown" : available ? "available" : "not available";
}

export function statusText(status: string | null): string {
  return status ? status.replace(/_/g, " ") : "unknown";
}
