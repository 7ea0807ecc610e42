import type { Digest, DigestBox, DigestChange, DigestTrendDay } from "@/lib/domain/alerts/digest-content";
import { holdResolution, isKnownHoldName } from "@/lib/domain/holds";
import { isAlertKind, KIND_LABELS } from "@/lib/domain/alerts/kinds";
import type { LensKey } from "@/lib/domain/lens-keys";
import { EMPTY_FILTERS, boardSearch } from "@/lib/shared/board-query";
import { dayText } from "@/lib/shared/format/date";
import { postedText } from "@/lib/shared/format/money";
import { countText, formatCount } from "@/lib/shared/format/number";

import { boxBoardPath } from "./box-email";

// What a digest shows, once, for both renderings: the email (lib/server/alerts/render-email.ts) and the page
// and print view (app/(app)/notifications/digest/_components/digest-view.tsx) read their sections, groups, columns, links and
// figures from here, so the two cannot drift apart. Every cell is plain text from lib/shared/format; every link
// is a path of this app (the email puts APP_URL before it).
//
// Two printed pages, whatever the day: each section is grouped by terminal (the blocked one by who clears the
// hold and terminal), the largest groups first; a group shows at most GROUP_ROWS rows and the section at most its
// share of rows (SECTION_ROWS); a group cut short says "and N more" and links to the board filtered to exactly
// that group; groups left without rows are one line of links. Overnight changes are one line per kind.

export type DigestColumn<Row = DigestBox> = { label: string; value: (row: Row) => string };
export type DigestFigure = { label: string; count: number; note: string };
export type DigestLink = { label: string; count: number; href: string };

export type DigestGroup = {
  title: string;
  count: number;
  /** The rows shown, each with the link that opens its box. */
  rows: { box: DigestBox; href: string }[];
  /** Boxes of the group not shown; `href` lists them all on the board. */
  more: number;
  /** "and 6 more at FMS", or "" when none is left out. */
  moreLabel: string;
  href: string;
};

export type DigestSectionLayout = {
  key: "dueToday" | "dueTomorrow" | "pastLfd" | "blocked" | "returnSoon";
  title: string;
  /** Boxes in the section (a box blocked by two owners' holds is counted once). */
  count: number;
  href: string;
  columns: DigestColumn[];
  groups: DigestGroup[];
  /** Groups shown as links only, and how many more groups than those. */
  others: DigestLink[];
  othersMore: number;
};

export type DigestChangeLine = {
  label: string;
  count: number;
  boxes: { number: string; href: string | null }[];
  more: number;
};

/** Rows one group shows at most. */
export const GROUP_ROWS = 5;
/**
 * Rows each section shows at most, across its groups, so the whole digest stays within two printed pages
 * (render-digest-email.test.ts): most for what can still be saved today.
 */
export const SECTION_ROWS: Record<DigestSectionLayout["key"], number> = {
  dueToday: 10,
  dueTomorrow: 5,
  pastLfd: 5,
  blocked: 5,
  returnSoon: 5,
};
/** Groups of a section named in its one line of other groups; the rest are counted. */
export const OTHER_GROUPS = 8;
/** Boxes named on one line of overnight changes. */
export const CHANGE_BOXES = 6;
/** Where the full list of changes is: the person's notifications. */
export const CHANGES_HREF = "/notifications";

/** A date in the digest's calendar: "Nov 20", with the year only when it is not the digest's own year. */
function digestDay(digest: Digest, date: string | null): string {
  // Noon UTC of the digest's date falls on that same date in every zone: its year is the digest's year.
  return date ? dayText(date, "UTC", `${digest.date}T12:00:00Z`) : "—";
}

function boxColumns(digest: Digest) {
  return {
    number: { label: "Container", value: (box) => box.number },
    lfd: { label: "LFD", value: (box) => digestDay(digest, box.lfdDate) },
    holds: { label: "Blocking holds", value: (box) => box.holds.join(", ") || "—" },
    daysPast: { label: "Days past", value: (box) => formatCount(-(box.daysLeft ?? 0)) },
    fees: { label: "Posted fees", value: (box) => postedText(box.fees) },
    returnBy: { label: "Return by", value: (box) => digestDay(digest, box.returnBy) },
  } satisfies Record<string, DigestColumn>;
}

const boardHref = (filters: { lens: LensKey; terminal?: string | null; hold?: string[] }): string =>
  `/board${boardSearch({
    ...EMPTY_FILTERS,
    lens: [filters.lens],
    terminal: filters.terminal ? [filters.terminal] : [],
    hold: filters.hold ?? [],
    open: null,
  })}`;

type Bunch = { title: string; place: string; boxes: DigestBox[]; href: string };

/** Boxes by terminal, largest first; a box without a terminal is grouped apart (its link is the section's). */
function byTerminal(boxes: DigestBox[], lens: LensKey, hold?: string[], owner?: string): Bunch[] {
  const groups = new Map<string, DigestBox[]>();
  for (const box of boxes) groups.set(box.terminal ?? "", [...(groups.get(box.terminal ?? "") ?? []), box]);
  return [...groups].map(([terminal, list]) => ({
    title: owner ? `${owner} at ${terminal || "no named terminal"}` : terminal || "No terminal named",
    place: terminal ? `at ${terminal}` : "at no named terminal",
    boxes: list,
    href: boardHref({ lens, terminal: terminal || null, ...(hold ? { hold } : {}) }),
  }));
}

const largestFirst = (a: Bunch, b: Bunch): number => b.boxes.length - a.boxes.length || a.title.localeCompare(b.title);

function section(
  key: DigestSectionLayout["key"],
  title: string,
  lens: LensKey,
  columns: DigestColumn[],
  bunches: Bunch[],
  count: number,
): DigestSectionLayout {
  let budget = SECTION_ROWS[key];
  const groups: DigestGroup[] = [];
  const rest: Bunch[] = [];
  for (const bunch of [...bunches].sort(largestFirst)) {
    const take = Math.min(bunch.boxes.length, GROUP_ROWS, budget);
    if (take === 0) {
      rest.push(bunch);
      continue;
    }
    budget -= take;
    groups.push({
      title: bunch.title,
      count: bunch.boxes.length,
      rows: bunch.boxes.slice(0, take).map((box) => ({ box, href: boxBoardPath(box) })),
      more: bunch.boxes.length - take,
      moreLabel: moreText(bunch.boxes.length - take, bunch.place),
      href: bunch.href,
    });
  }
  return {
    key,
    title,
    count,
    href: boardHref({ lens }),
    columns,
    groups,
    others: rest
      .slice(0, OTHER_GROUPS)
      .map((bunch) => ({ label: bunch.title, count: bunch.boxes.length, href: bunch.href })),
    othersMore: Math.max(0, rest.length - OTHER_GROUPS),
  };
}

/** The hold names of `names` an owner clears ("Customs broker": customs, USDA, VACIS). */
function holdsOf(owner: string, names: Iterable<string>): string[] {
  return [...new Set(names)]
    .filter((name) => isKnownHoldName(name) && holdResolution(name).ownerLabel === owner)
    .sort();
}

/** The digest's box sections, in reading order, grouped and capped. */
export function digestLayout(digest: Digest): DigestSectionLayout[] {
  const c = boxColumns(digest);
  const due = [c.number, c.lfd, c.holds];
  const blocked = digest.blocked.flatMap((group) => {
    const holds = holdsOf(
      group.owner,
      group.boxes.flatMap((box) => box.holds),
    );
    return byTerminal(group.boxes, "blocked", holds, group.owner);
  });
  const blockedCount = new Set(digest.blocked.flatMap((group) => group.boxes.map((box) => box.id))).size;
  return [
    section(
      "dueToday",
      "Due today",
      "due_today",
      due,
      byTerminal(digest.dueToday, "due_today"),
      digest.dueToday.length,
    ),
    section(
      "dueTomorrow",
      "Due tomorrow",
      "due_tomorrow",
      due,
      byTerminal(digest.dueTomorrow, "due_tomorrow"),
      digest.dueTomorrow.length,
    ),
    section(
      "pastLfd",
      "Past LFD",
      "past_lfd",
      [c.number, c.lfd, c.daysPast, c.fees],
      byTerminal(digest.pastLfd, "past_lfd"),
      digest.pastLfd.length,
    ),
    section("blocked", "Blocked", "blocked", due, blocked, blockedCount),
    section(
      "returnSoon",
      "Return soon",
      "return_soon",
      [c.number, c.returnBy],
      byTerminal(digest.returnSoon, "return_soon"),
      digest.returnSoon.length,
    ),
  ];
}

/** Overnight changes, one line per kind (most first), naming a few boxes each with their links. */
export function changeLines(changes: readonly DigestChange[]): DigestChangeLine[] {
  const byKind = new Map<string, DigestChange[]>();
  for (const change of changes) byKind.set(change.kind, [...(byKind.get(change.kind) ?? []), change]);
  return [...byKind]
    .map(([kind, list]) => {
      const seen = new Map<string, { number: string; href: string | null }>();
      for (const change of list)
        if (change.number && !seen.has(change.number))
          seen.set(change.number, {
            number: change.number,
            href: change.containerId ? boxBoardPath({ id: change.containerId, number: change.number }) : null,
          });
      const boxes = [...seen.values()];
      return {
        label: isAlertKind(kind) ? KIND_LABELS[kind] : kind,
        count: list.length,
        boxes: boxes.slice(0, CHANGE_BOXES),
        more: Math.max(0, boxes.length - CHANGE_BOXES),
      };
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** "and 12 more": a cut list's tail, or "" when nothing was cut. */
export function moreText(count: number, what = ""): string {
  return count > 0 ? `and ${formatCount(count)} more${what ? ` ${what}` : ""}` : "";
}

/** "Pier 400 — 12 boxes": a group's heading. */
export function groupHeading(group: Pick<DigestGroup, "title" | "count">): string {
  return `${group.title} — ${countText(group.count, "box", "boxes")}`;
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
