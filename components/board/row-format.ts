import type { ContainerRow } from "@/lib/shared/container-api";
import { dayText, instantDayText, zoneAbbreviation, type Now } from "@/lib/shared/format/date";
import { compactMoney, formatAmounts, postedText } from "@/lib/shared/format/money";

import { disagreementText } from "./free-time-text";

// Plain-text renderings of a row's facts, shared by the table cells and the drawer. Dates are always in the
// place's own zone and money in each currency's own style, by lib/shared/format. The CSV writes machine-readable
// values instead (board-csv.ts).

/** "unknown" when the terminal sent nothing, "none" for no fees; 0 is shown as an amount. */
export function feesText(fees: ContainerRow["fees"]): string {
  const sum = postedText(fees.known ? fees.byCurrency : null);
  return fees.known && fees.terminalTotal ? `${sum} (terminal total ${formatAmounts(fees.terminalTotal)})` : sum;
}

/** Urgency is suppressed when data is too old or tracking stopped: never a false "fine". */
export function urgencyUnknown(row: Pick<ContainerRow, "flags" | "bucket">): boolean {
  return row.flags.urgencyUnknown || row.bucket === "stale";
}

/** Days as a dispatcher says them: "today", "tomorrow", "3 days left", "2 days past". */
function daysText(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} past`;
  return `${days} days left`;
}

export function daysLeftText(row: Pick<ContainerRow, "flags" | "bucket" | "lfd" | "returnBy">): string {
  if (urgencyUnknown(row)) return "unknown";
  // Past return-by the line charges per diem: "late", never "past", which on the board means past the pickup LFD.
  if (row.returnBy)
    return row.returnBy.daysLeft === null
      ? "no tariff"
      : row.returnBy.daysLeft < 0
        ? `${-row.returnBy.daysLeft} ${row.returnBy.daysLeft === -1 ? "day" : "days"} late`
        : daysText(row.returnBy.daysLeft);
  const days = row.lfd.daysLeft;
  return days === null ? "no LFD" : daysText(days);
}

/** The days that drive the row's colour: to return-by for a box that is out, else to the LFD. */
export function urgentDays(row: Pick<ContainerRow, "lfd" | "returnBy">): number | null {
  return row.returnBy ? row.returnBy.daysLeft : row.lfd.daysLeft;
}

/** "Nov 30" for the empty's return-by, in the zone the box left; "no tariff" when no per-diem tariff applies. */
export function returnByText(returnBy: NonNullable<ContainerRow["returnBy"]>, now?: Now): string {
  return returnBy.date ? dayText(returnBy.date, returnBy.timezone, now) : "no tariff";
}

/** The estimated cost of one more day, per currency: "$150/day". Always an estimate (tariffs, not posted fees). */
export function moneyAtRiskText(money: ContainerRow["moneyAtRisk"]): string {
  if (!money || Object.keys(money.byCurrency).length === 0) return "—";
  return `${formatAmounts(money.byCurrency, { trimZeroCents: true })}/day`;
}

/**
 * A card's amount in a few characters: the first currency's, and how many others: "$45.2K", "$45.2K +1 more".
 * Amounts of different currencies are never compared or added (¥10,000 is not more than $150); US dollars come
 * first, the others by code. The card's title lists every currency in full.
 */
export function cardAmount(byCurrency: Record<string, number>): string {
  const [first, ...others] = Object.keys(byCurrency).sort((a, b) =>
    a === "USD" ? -1 : b === "USD" ? 1 : a.localeCompare(b),
  );
  if (!first) return "";
  const amount = compactMoney(byCurrency[first] ?? 0, first);
  return others.length > 0 ? `${amount} +${others.length} more` : amount;
}

const RULE_TEXT: Record<ContainerRow["lfd"]["rule"], string> = {
  earliest: "the earliest of the line, terminal and rail LFDs",
  service: "the LFD as the service picks it (line, else terminal, else rail)",
};

/** Why this LFD: the sources, which one governs and the workspace rule that chose it (the cell's tooltip). */
export function lfdExplanation(row: Pick<ContainerRow, "lfd">, now?: Now): string {
  const sources = (["line", "terminal", "rail"] as const).map((source) => {
    const value = row.lfd[source];
    return `${source[0]?.toUpperCase()}${source.slice(1)}: ${value ? localDateText(value.date, value.at, value.timezone, true, now) : "none"}`;
  });
  const rule = `Rule: ${RULE_TEXT[row.lfd.rule]}${row.lfd.source ? ` (${row.lfd.source} governs)` : ""}.`;
  const basis = row.lfd.basis === "calculated" ? "No LFD reported: calculated from the free-time rule." : "";
  const disagreement = row.lfd.disagreement ? disagreementText(row.lfd.disagreement) : "";
  return [
    sources.join(" · "),
    rule,
    basis,
    disagreement,
    row.lfd.conflict ? "The sources fall on different dates." : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * An LFD's local date in the one board format ("Nov 24", with the year when not the current one): the calendar
 * date is the one the server computed (the same date its days left count from), never re-derived in the
 * browser, whose time-zone database can differ from the server's (e.g. Chromium and Node disagreed on
 * America/Vancouver in late 2026). `withZone` adds the zone's abbreviation, from the browser: "Nov 24 (PST)".
 */
export function localDateText(
  date: string,
  instant: string,
  timeZone: string | null,
  withZone = false,
  now?: Now,
): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayText(date, timeZone, now) : instantDayText(instant, timeZone, now);
  const zone = withZone ? zoneAbbreviation(instant, timeZone) : "";
  return zone ? `${day} (${zone})` : day;
}

export function lfdText(row: Pick<ContainerRow, "lfd">, now?: Now): string {
  if (!row.lfd.governing) return "—";
  return localDateText(row.lfd.governingDate ?? "", row.lfd.governing, row.lfd.timezone, false, now);
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
