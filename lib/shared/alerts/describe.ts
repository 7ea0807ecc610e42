import { KIND_LABELS, type AlertKind } from "@/lib/domain/alerts/kinds";
import { dayText, instantText } from "@/lib/shared/format/date";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";
import { countText } from "@/lib/shared/format/number";

// The words people read in the bell, the email and the chat post, from an event's kind and data.

export type EventText = { title: string; body: string };

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Posted amounts above zero, per currency ("$150.00 + CA$40.50"), or null when none was posted. */
function posted(fees: unknown): string | null {
  if (typeof fees !== "object" || fees === null) return null;
  const amounts = Object.fromEntries(
    Object.entries(fees as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0,
    ),
  );
  return Object.keys(amounts).length > 0 ? formatAmounts(amounts) : null;
}

const days = (n: number): string => countText(n, "day");

/** "2 days" for whole days, else "30 h": how far an ETA moved. */
function shift(hours: number): string {
  const abs = Math.abs(hours);
  return abs % 24 === 0 ? days(abs / 24) : `${countText(abs, "hour")}`;
}

export function describeEvent(kind: AlertKind, box: string | null, data: Record<string, unknown>): EventText {
  const subject = box ?? "A box";
  const terminal = str(data["terminal"]);
  const at = terminal ? ` at ${terminal}` : "";
  const lfd = str(data["lfdDate"]);
  const postedFees = posted(data["fees"]);
  // A deadline the line governs is told from stale terminal data, without the terminal's word on the rest.
  const stale = data["stale"] === true ? " The terminal's data is over a day old: check holds and availability." : "";
  switch (kind) {
    case "lfd_tomorrow":
      return {
        title: `${subject} is due tomorrow`,
        body: `Last free day ${lfd ?? "tomorrow"}${at}.${data["ready"] === true ? " Ready to pull." : ""}${stale}`,
      };
    case "lfd_today":
      return {
        title: `${subject} is due today`,
        body: `Last free day ${lfd ?? "today"}${at}: pull it today to avoid demurrage.${data["ready"] === true ? " Ready to pull." : ""}${stale}`,
      };
    case "past_lfd":
      return {
        title: `${subject} is past its LFD`,
        body: `Last free day was ${lfd ?? "yesterday"}${at}; demurrage is accruing.${postedFees ? ` Posted: ${postedFees}.` : ""}${stale}`,
      };
    case "lfd_approaching":
      return {
        title: `${subject}: LFD in ${days(num(data["daysLeft"]) ?? 0)}`,
        body: `Last free day ${lfd ?? ""}${at}.${stale}`,
      };
    case "lfd_changed": {
      const source = str(data["source"]) ?? "an";
      const direction = str(data["direction"]);
      const change = `${str(data["oldDate"]) ?? "none"} → ${str(data["newDate"]) ?? "none"}`;
      const what =
        direction === "earlier"
          ? "moved earlier"
          : direction === "later"
            ? "moved later"
            : direction === "set"
              ? "was set"
              : "was cleared";
      return {
        title: `${subject}: ${source} LFD ${what}`,
        body: `The ${source} LFD ${what}: ${change}.${data["governing"] === true ? " It is the governing LFD." : ""}`,
      };
    }
    case "hold_placed":
      return {
        title: `${subject}: ${str(data["hold"]) ?? "a"} hold placed`,
        body: `A blocking ${str(data["hold"]) ?? ""} hold was placed; the box cannot be pulled until it is released.`,
      };
    case "hold_released":
      return {
        title: `${subject}: ${str(data["hold"]) ?? "a"} hold released`,
        body:
          data["stillBlocked"] === true
            ? "Released, but another blocking hold remains."
            : "Released: no blocking hold remains.",
      };
    case "became_ready":
      return { title: `${subject} is ready to pull`, body: "Available for pickup with no blocking hold." };
    case "fees_posted":
      return {
        title: `${subject}: fees posted`,
        body: `${formatMoney(num(data["amount"]) ?? 0, str(data["currency"]) ?? "USD")} posted by the terminal.`,
      };
    case "fees_grew":
      return {
        title: `${subject}: fees grew`,
        body: `${formatMoney(num(data["previous"]) ?? 0, str(data["currency"]) ?? "USD")} → ${formatMoney(num(data["amount"]) ?? 0, str(data["currency"]) ?? "USD")}.`,
      };
    case "return_soon":
      return {
        title: `${subject}: return by ${str(data["returnBy"]) ?? ""}`,
        body: `Return the empty within ${days(num(data["daysLeft"]) ?? 0)} to avoid per diem.`,
      };
    case "return_overdue":
      return {
        title: `${subject}: return-by passed`,
        body: `Return-by was ${str(data["returnBy"]) ?? ""}; per diem is accruing.`,
      };
    case "eta_changed": {
      const zone = str(data["zone"]);
      const hours = num(data["hours"]) ?? 0;
      return {
        title: `${subject}: ETA moved ${shift(hours)} ${hours < 0 ? "earlier" : "later"}`,
        body: `The vessel's ETA at the port moved from ${instantText(str(data["old"]), zone)} to ${instantText(str(data["new"]), zone)}${at}.`,
      };
    }
    case "vessel_arrived":
      return {
        title: `${subject}: vessel arrived at the port`,
        body: `The vessel arrived ${instantText(str(data["at"]), str(data["zone"]))}${at}; discharge comes next.`,
      };
    case "discharged": {
      const zone = str(data["zone"]);
      return {
        title: `${subject} was discharged`,
        body: `Discharged ${instantText(str(data["at"]), zone)}${at}: its free time is running.${lfd ? ` Last free day ${dayText(lfd, zone, str(data["at"]) ?? undefined)}.` : ""}`,
      };
    }
    case "watchdog_no_discharge":
      return {
        title: `${subject}: arrived, no discharge`,
        body: `The vessel arrived more than ${num(data["hours"]) ?? 24} h ago and no discharge was reported. Check with the terminal.`,
      };
    case "watchdog_no_release":
      return {
        title: `${subject}: discharged, no availability or LFD`,
        body: `Discharged more than ${num(data["hours"]) ?? 48} h ago with no availability or LFD reported.`,
      };
    case "watchdog_lfd_passed_not_out":
      return {
        title: `${subject}: LFD passed, still not out`,
        body: `LFD ${lfd ?? ""} passed more than ${num(data["hours"]) ?? 24} h ago and no pickup was reported.`,
      };
    case "watchdog_not_returned":
      return {
        title: `${subject}: not returned by return-by`,
        body: `Return-by ${str(data["returnBy"]) ?? ""} passed and no empty return was reported.`,
      };
    case "watchdog_terminal_silent":
      return {
        title: `${subject}: terminal not checked`,
        body: `No terminal check for more than ${num(data["hours"]) ?? 24} h${at}: its urgency is unknown until the terminal is checked again.`,
      };
    case "watchdog_tracking_stopped":
      return {
        title: `${subject}: tracking stopped`,
        body: "The shipping line stopped tracking this box before it was out: its urgency is unknown.",
      };
    case "tracking_failed":
      return {
        title: `Tracking request ${str(data["number"]) ?? ""} ${str(data["status"]) === "expired" ? "expired" : "failed"}`,
        body: str(data["explanation"]) ?? "The tracking service could not track this number.",
      };
    case "document_review":
      return {
        title: `Document needs review: ${str(data["name"]) ?? "unnamed"}`,
        body: str(data["reason"]) ?? "Its type is unknown or extraction failed.",
      };
    case "dispute_deadline": {
      const left = num(data["daysLeft"]) ?? 0;
      const when = left === 0 ? "today" : left === 1 ? "tomorrow" : `${left} days left`;
      const date = str(data["date"]) ?? "";
      const invoice = `invoice ${str(data["invoiceNumber"]) ?? "without a number"}${str(data["billingParty"]) ? ` from ${str(data["billingParty"])}` : ""}`;
      const money = str(data["disputed"]);
      return str(data["deadline"]) === "answer_due"
        ? {
            title: `Answer to the dispute of ${invoice} due ${date} (${when})`,
            body: `The billing party must answer within 30 days of the filing (46 CFR 541.8).${money ? ` ${money} disputed.` : ""}`,
          }
        : {
            title: `Dispute ${invoice} by ${date} (${when})`,
            body: `The last day to dispute: the billing date + 30 days, or the later date the invoice grants (46 CFR 541.8).${money ? ` ${money} at stake.` : ""}`,
          };
    }
    case "mention":
      return {
        title: `${str(data["actor"]) ?? "Someone"} mentioned you${box ? ` on ${box}` : ""}`,
        body: str(data["text"]) ?? "",
      };
    case "assigned":
      return {
        title: `${box ?? "A box"} was assigned to you`,
        body: `${str(data["actor"]) ?? "Someone"} assigned it to you.${str(data["text"]) ? ` ${str(data["text"])}` : ""}`,
      };
    case "reassigned":
      return {
        title: `${box ?? "A box"} is no longer yours`,
        body: `${str(data["actor"]) ?? "Someone"} took it from you.${str(data["text"]) ? ` ${str(data["text"])}` : ""}`,
      };
  }
  return { title: KIND_LABELS[kind], body: "" };
}

/**
 * What changed, without the box's name: "Customs hold placed", "Due today". An email about one box names it once
 * and lists its changes under it; every title of a box's event starts with the box's number.
 */
export function changeHeadline(kind: AlertKind, box: string, data: Record<string, unknown>): string {
  const { title } = describeEvent(kind, box, data);
  const rest = title.startsWith(box) ? title.slice(box.length).replace(/^(:\s*|\s+)/, "") : title;
  const words = rest.startsWith("is ") ? rest.slice(3) : rest.startsWith("was ") ? rest.slice(4) : rest;
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : KIND_LABELS[kind];
}
