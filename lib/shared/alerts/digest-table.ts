import type { Digest, DigestBox, DigestTrendDay } from "@/lib/domain/alerts/digest-content";
import { dayText } from "@/lib/shared/format/date";
import { postedText } from "@/lib/shared/format/money";
import { countText, formatCount } from "@/lib/shared/format/number";

// What a digest shows, once, for both renderings: the email (lib/server/alerts/render-email.ts) and the page
// and print view (components/notifications/digest-view.tsx) read their sections, columns and figures from here,
// so the two cannot drift apart. Every cell is plain text from lib/shared/format.

export type DigestColumn<Row = DigestBox> = { label: string; value: (row: Row) => string };
export type DigestSection = { title: string; boxes: DigestBox[]; columns: DigestColumn[] };
export type DigestFigure = { label: string; count: number; note: string };

/** A date in the digest's calendar: "Nov 20", with the year only when it is not the digest's own year. */
function digestDay(digest: Digest, date: string | null): string {
  // Noon UTC of the digest's date falls on that same date in every zone: its year is the digest's year.
  return date ? dayText(date, "UTC", `${digest.date}T12:00:00Z`) : "—";
}

function boxColumns(digest: Digest) {
  return {
    number: { label: "Container", value: (box) => box.number },
    terminal: { label: "Terminal", value: (box) => box.terminal ?? "—" },
    lfd: { label: "LFD", value: (box) => digestDay(digest, box.lfdDate) },
    holds: { label: "Blocking holds", value: (box) => box.holds.join(", ") || "—" },
    daysPast: { label: "Days past", value: (box) => formatCount(-(box.daysLeft ?? 0)) },
    fees: { label: "Posted fees", value: (box) => postedText(box.fees) },
    returnBy: { label: "Return by", value: (box) => digestDay(digest, box.returnBy) },
  } satisfies Record<string, DigestColumn>;
}

/** The digest's box sections, in reading order. */
export function digestSections(digest: Digest): DigestSection[] {
  const c = boxColumns(digest);
  const due = [c.number, c.terminal, c.lfd, c.holds];
  return [
    { title: "Due today", boxes: digest.dueToday, columns: due },
    { title: "Due tomorrow", boxes: digest.dueTomorrow, columns: due },
    { title: "Past LFD", boxes: digest.pastLfd, columns: [c.number, c.terminal, c.lfd, c.daysPast, c.fees] },
    ...digest.blocked.map((group) => ({ title: `Blocked — ${group.owner}`, boxes: group.boxes, columns: due })),
    { title: "Return soon", boxes: digest.returnSoon, columns: [c.number, c.terminal, c.returnBy] },
  ];
}

/** The manager's exposure: counts of boxes, with what the count alone does not say. */
export function digestExposure(digest: Digest): DigestFigure[] | null {
  const e = digest.exposure;
  if (!e) return null;
  return [
    { label: "Past LFD", count: e.pastLfdCount, note: `posted ${postedText(e.postedPastLfd)}` },
    { label: "Due today", count: e.dueTodayCount, note: "" },
    { label: "Due tomorrow", count: e.dueTomorrowCount, note: "" },
    { label: "Blocked", count: e.blockedCount, note: "by holds" },
  ];
}

/** "Past LFD: 1 box, posted $375.00": a figure as one line of the email. */
export function figureLine(figure: DigestFigure): string {
  return `${figure.label}: ${countText(figure.count, "box", "boxes")}${figure.note ? `, ${figure.note}` : ""}`;
}

/** The manager's week, one row a day. */
export function trendColumns(digest: Digest): DigestColumn<DigestTrendDay>[] {
  return [
    { label: "Day", value: (day) => digestDay(digest, day.date) },
    { label: "Entered past LFD", value: (day) => formatCount(day.pastLfd) },
    { label: "Came due", value: (day) => formatCount(day.dueToday) },
    { label: "Holds placed", value: (day) => formatCount(day.holdsPlaced) },
  ];
}

/** Why some boxes are missing from the lists, or "" when none is. */
export function urgencyUnknownText(digest: Digest): string {
  const n = digest.urgencyUnknown;
  if (n === 0) return "";
  return `${countText(n, "box", "boxes")} ${n === 1 ? "has" : "have"} unknown urgency (stale data or tracking stopped) and ${n === 1 ? "is" : "are"} not listed as due.`;
}
