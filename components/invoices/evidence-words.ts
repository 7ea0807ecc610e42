import type { DayEvidence, EvidenceFact } from "@/lib/shared/invoice-api";
import { dayText, instantText } from "@/lib/shared/format/date";
import { formatMoney } from "@/lib/shared/format/money";
import { countText, formatNumber } from "@/lib/shared/format/number";

// A charged day's evidence in words: each fact with its time in the box's own zone, then the day record and the
// terminal checks it rests on.

const SOURCE_WORDS = { line: "line", terminal: "terminal", governing: "governing" } as const;

export function factWords(fact: EvidenceFact, zone: string | null): string {
  switch (fact.kind) {
    case "discharged":
      return `Discharged ${instantText(fact.at, zone)}`;
    case "not_discharged":
      return "No discharge recorded for the box";
    case "left_terminal":
      return `Left the terminal ${instantText(fact.at, zone)}`;
    case "returned":
      return `Empty returned ${instantText(fact.at, zone)}`;
    case "free_time": {
      const extension = fact.extensionDays > 0 ? `, ${countText(fact.extensionDays, "extension day")}` : "";
      const rule = fact.ruleRef ? `, ${fact.ruleRef}` : "";
      return `Free through ${dayText(fact.lfd, zone)} (${SOURCE_WORDS[fact.source]} LFD, ${fact.basis}${extension}${rule})`;
    }
    case "return_by":
      return fact.date
        ? `Return by ${dayText(fact.date, zone)}`
        : fact.lastFreeSeen
          ? `Free at least through ${dayText(fact.lastFreeSeen, zone)}`
          : "Return-by unknown";
    case "availability":
      if (!fact.known) return "Availability never reported";
      if (fact.hours === 0) return "Not available for pickup at any time that day";
      return `Available ${formatNumber(fact.hours)} h (${fact.intervals
        .map((interval) => `${instantText(interval.from, zone)} – ${instantText(interval.to, zone)}`)
        .join("; ")})`;
    case "hold":
      return `${fact.name} ${fact.status} ${instantText(fact.from, zone)} – ${instantText(fact.to, zone)} (${formatNumber(fact.hours)} h)`;
    case "terminal_closed":
      return `Terminal closed: ${fact.reasons.join("; ")}`;
    case "also_charged":
      return `Already billed on invoice ${fact.invoiceNumber ?? "without a number"}, line ${fact.line + 1}`;
    case "tariff":
      return `${fact.tariff.name} v${fact.tariff.version}, day ${fact.dayNumber}: ${formatMoney(fact.expected, fact.expectedCurrency)} a day; billed ${
        fact.charged === null ? "no rate" : formatMoney(fact.charged, fact.chargedCurrency)
      }`;
    case "no_tariff":
      return `No tariff kept for day ${fact.dayNumber}: rate not checked`;
    case "no_record":
      return "No day record of that day";
    case "not_tracked":
      return "The box is not tracked in this workspace";
  }
}

/** Where the facts come from: the day record (and those it corrected) and the terminal's checks that day. */
export function sourceWords(evidence: DayEvidence): string[] {
  const words: string[] = [];
  const [current, ...superseded] = evidence.recordIds;
  if (current)
    words.push(
      `Day record #${current}${superseded.length > 0 ? ` (corrects #${superseded.join(", #")})` : ""}, written ${instantText(evidence.recordedAt, evidence.zone)}${
        evidence.changeIds.length > 0 ? `, from ${countText(evidence.changeIds.length, "recorded change")}` : ""
      }`,
    );
  if (evidence.checks)
    words.push(
      evidence.checks.count > 0
        ? `Terminal checked ${countText(evidence.checks.count, "time")}, last ${instantText(evidence.checks.last, evidence.zone)}`
        : "No terminal check that day",
    );
  return words;
}
