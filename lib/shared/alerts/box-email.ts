import { calendarDaysBetween, localDateOf, type LocalDate } from "@/lib/domain/local-date";
import type { AlertKind } from "@/lib/domain/alerts/kinds";
import { EMPTY_FILTERS, boardSearch } from "@/lib/shared/board-query";
import { dayText, instantText } from "@/lib/shared/format/date";
import { countText } from "@/lib/shared/format/number";

import { changeHeadline, describeEvent } from "./describe";

// What one email about one box says (lib/domain/alerts/coalesce.ts groups the alerts): the box, where it is and
// whose it is, its governing LFD with the days left counted in the LFD's own zone ("LFD today" when it is today
// there), every change the email carries, and the link that opens the box's drawer on the board. Rendered to HTML
// and text by lib/server/alerts/render-email.ts; plain data here so a test reads what a person reads.

export type BoxEmailBox = {
  id: string;
  number: string;
  terminal: string | null;
  customer: string | null;
  billOfLading: string | null;
  /** The governing LFD's local date and the zone it is a date of (the terminal's, or the ramp's). */
  lfdDate: LocalDate | null;
  lfdZone: string | null;
  /** The place's zone, for the times of the changes. */
  zone: string | null;
};

export type BoxEmailChange = { kind: AlertKind; data: Record<string, unknown>; at: string };

export type BoxEmailContent = {
  subject: string;
  heading: string;
  facts: { label: string; value: string }[];
  changes: { headline: string; detail: string; at: string }[];
  /** The board's URL (path and query) that opens this box's drawer. */
  boxPath: string;
  lfdText: string;
};

/** "LFD today", "LFD tomorrow", "3 days left", "2 days past LFD", from days left in the LFD's zone. */
export function daysLeftPhrase(days: number | null): string {
  if (days === null) return "no LFD yet";
  if (days === 0) return "LFD today";
  if (days === 1) return "LFD tomorrow";
  return days > 1 ? `${countText(days, "day")} left` : `${countText(-days, "day")} past LFD`;
}

/** The board URL (path and query) that finds the box and opens its drawer. */
export function boxBoardPath(box: { id: string; number: string }): string {
  return `/board${boardSearch({ ...EMPTY_FILTERS, q: box.number, open: box.id })}`;
}

/** Days from today in the LFD's zone to the LFD, at `now`; null without an LFD. */
export function daysLeftAt(box: Pick<BoxEmailBox, "lfdDate" | "lfdZone">, now: Date): number | null {
  if (!box.lfdDate) return null;
  const today = localDateOf(now, box.lfdZone)?.date;
  return today ? calendarDaysBetween(today, box.lfdDate) : null;
}

const SUBJECT_HEADLINES = 3;

export function boxEmailContent(box: BoxEmailBox, changes: readonly BoxEmailChange[], now: Date): BoxEmailContent {
  const days = daysLeftAt(box, now);
  const lfdPhrase = daysLeftPhrase(days);
  const lfdText = box.lfdDate ? `${dayText(box.lfdDate, box.lfdZone, now)} — ${lfdPhrase}` : "None reported yet";
  const listed = changes.map((change) => ({
    headline: changeHeadline(change.kind, box.number, change.data),
    detail: describeEvent(change.kind, box.number, change.data).body,
    at: instantText(change.at, box.zone ?? box.lfdZone, now),
  }));
  const first = changes[0];
  const headlines = listed.map((change) => change.headline.toLowerCase());
  const shown = headlines.slice(0, SUBJECT_HEADLINES).join(", ");
  const more = headlines.length > SUBJECT_HEADLINES ? ` and ${headlines.length - SUBJECT_HEADLINES} more` : "";
  // One change reads as its own alert ("MSCU1234565 is due tomorrow"); several are listed after the number.
  const what =
    changes.length === 1 && first
      ? describeEvent(first.kind, box.number, first.data).title
      : `${box.number}: ${shown}${more}`;
  const saysDue = changes.some((change) => change.kind === "lfd_today" || change.kind === "lfd_tomorrow");
  const urgent = days === 0 || days === 1;
  const place = box.terminal ? ` at ${box.terminal}` : "";
  return {
    subject: `${what}${urgent && !saysDue ? ` — ${lfdPhrase}` : ""}${changes.length > 1 ? place : ""}`,
    heading: `${box.number}${place}: ${countText(changes.length, "change")}`,
    facts: [
      { label: "Container", value: box.number },
      { label: "Terminal", value: box.terminal ?? "Not known yet" },
      { label: "Customer", value: box.customer ?? "Not named" },
      { label: "Bill of lading", value: box.billOfLading ?? "Not known" },
      { label: "Last free day", value: lfdText },
    ],
    changes: listed,
    boxPath: boxBoardPath(box),
    lfdText,
  };
}
