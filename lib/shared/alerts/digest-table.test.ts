import { describe, expect, it } from "vitest";

import type { Digest, DigestBox } from "@/lib/domain/alerts/digest-content";

import {
  changeLines,
  digestExposure,
  digestLayout,
  figureLine,
  GROUP_ROWS,
  SECTION_ROWS,
  trendColumns,
  urgencyUnknownText,
  type DigestColumn,
} from "./digest-table";

const box = (overrides: Partial<DigestBox> = {}): DigestBox => ({
  id: "1",
  number: "MSCU1234565",
  terminal: "Pier 400",
  lfdDate: "2026-12-30",
  daysLeft: -3,
  fees: { USD: 300, CAD: 40.5 },
  holds: ["customs"],
  returnBy: null,
  ...overrides,
});

/** `n` boxes at `terminal`, numbered from `from`. */
const boxes = (n: number, terminal: string | null, from: number, overrides: Partial<DigestBox> = {}): DigestBox[] =>
  Array.from({ length: n }, (_, index) =>
    box({
      id: `${terminal}-${from + index}`,
      number: `BOX${String(from + index).padStart(7, "0")}`,
      terminal,
      ...overrides,
    }),
  );

// A digest of New Year's Day 2027: a date in 2026 is "another year" and says so.
const digest = (overrides: Partial<Digest> = {}): Digest => ({
  kind: "manager",
  date: "2027-01-01",
  timeZone: "America/Los_Angeles",
  dueToday: [box({ lfdDate: "2027-01-01", daysLeft: 0, fees: null })],
  dueTomorrow: [],
  pastLfd: [box()],
  blocked: [],
  returnSoon: [box({ returnBy: "2027-01-04" })],
  overnight: [],
  urgencyUnknown: 1,
  exposure: { pastLfdCount: 1, postedPastLfd: { USD: 300 }, dueTodayCount: 1, dueTomorrowCount: 0, blockedCount: 2 },
  trend: [{ date: "2026-12-31", pastLfd: 1, dueToday: 2, holdsPlaced: 1250 }],
  ...overrides,
});

/** A row's cells by column label. */
function row<R>(columns: DigestColumn<R>[], r: R | undefined): Record<string, string> {
  if (r === undefined) throw new Error("The digest has no such row.");
  return Object.fromEntries(columns.map((column) => [column.label, column.value(r)]));
}

const query = (href: string): Record<string, string> => Object.fromEntries(new URL(href, "http://q").searchParams);

describe("the digest's one layout", () => {
  it("shows dates in the digest's calendar, money per currency and blocking holds, each box linking to its drawer", () => {
    const [dueToday, , past, , returnSoon] = digestLayout(digest());
    expect(dueToday?.title).toBe("Due today");
    const first = dueToday?.groups[0]?.rows[0];
    expect(row(dueToday?.columns ?? [], first?.box)).toEqual({
      Container: "MSCU1234565",
      LFD: "Jan 1",
      "Blocking holds": "customs",
    });
    expect(query(first?.href ?? "")).toEqual({ q: "MSCU1234565", open: "1" });
    expect(row(past?.columns ?? [], past?.groups[0]?.rows[0]?.box)).toMatchObject({
      LFD: "Dec 30, 2026",
      "Days past": "3",
      "Posted fees": "CA$40.50 + $300.00",
    });
    expect(row(returnSoon?.columns ?? [], returnSoon?.groups[0]?.rows[0]?.box)).toMatchObject({ "Return by": "Jan 4" });
  });

  it("tells unknown fees from none", () => {
    const [, , past] = digestLayout(digest({ pastLfd: [box({ fees: null }), box({ id: "2", fees: {} })] }));
    const fees = past?.columns.find((column) => column.label === "Posted fees");
    expect(past?.groups[0]?.rows.map((r) => fees?.value(r.box))).toEqual(["unknown", "none"]);
  });

  it("groups a section by terminal, largest first, caps each group and links its rest to exactly that group", () => {
    const dueToday = [...boxes(3, "Pier A", 0), ...boxes(14, "Pier 400", 100), ...boxes(2, null, 200)];
    const [section] = digestLayout(digest({ dueToday }));
    expect(section?.count).toBe(19);
    expect(SECTION_ROWS.dueToday).toBe(10);
    expect(query(section?.href ?? "")).toEqual({ lens: "due_today" });
    const [large, small] = section?.groups ?? [];
    expect([large?.title, large?.count, large?.rows.length, large?.more]).toEqual(["Pier 400", 14, GROUP_ROWS, 9]);
    expect(large?.moreLabel).toBe("and 9 more at Pier 400");
    expect(query(large?.href ?? "")).toEqual({ lens: "due_today", terminal: "Pier 400" });
    // The section's budget (10 rows) leaves the others 5 rows: Pier A's 3, then the 2 at no named terminal.
    expect([small?.title, small?.rows.length, small?.more]).toEqual(["Pier A", 3, 0]);
    const rows = section?.groups.reduce((sum, group) => sum + group.rows.length, 0);
    expect(rows).toBe(SECTION_ROWS.dueToday);
    expect(section?.groups[2]).toMatchObject({ title: "No terminal named", count: 2, more: 0 });
    expect(query(section?.groups[2]?.href ?? "")).toEqual({ lens: "due_today" });
  });

  it("names the groups left without rows as links, and counts those past the line", () => {
    const pastLfd = Array.from({ length: 20 }, (_, index) => boxes(5, `Terminal ${index + 10}`, index * 10)).flat();
    const [, , past] = digestLayout(digest({ pastLfd }));
    expect(past?.groups.reduce((sum, group) => sum + group.rows.length, 0)).toBe(SECTION_ROWS.pastLfd);
    expect(past?.others.length).toBe(8);
    expect(past?.others[0]).toEqual({
      label: "Terminal 11",
      count: 5,
      href: "/board?lens=past_lfd&terminal=Terminal+11",
    });
    expect(past?.othersMore).toBe(20 - (past?.groups.length ?? 0) - 8);
  });

  it("groups blocked boxes by who clears the hold and terminal, linking to the board's blocked boxes with those holds", () => {
    const blocked = [
      {
        owner: "Customs broker",
        boxes: [box({ id: "c", holds: ["customs"] }), box({ id: "u", holds: ["USDA", "TMF"] })],
      },
      { owner: "Whoever pays terminal fees", boxes: [box({ id: "u", holds: ["USDA", "TMF"] })] },
    ];
    const section = digestLayout(digest({ blocked })).find((s) => s.key === "blocked");
    expect(section?.count).toBe(2);
    expect(section?.groups.map((group) => [group.title, group.count, query(group.href)])).toEqual([
      ["Customs broker at Pier 400", 2, { lens: "blocked", terminal: "Pier 400", hold: "USDA,customs" }],
      ["Whoever pays terminal fees at Pier 400", 1, { lens: "blocked", terminal: "Pier 400", hold: "TMF" }],
    ]);
  });

  it("reads overnight changes as one line per kind, most first, naming a few boxes with their links", () => {
    const overnight = [
      ...Array.from({ length: 9 }, (_, index) => ({
        kind: "hold_placed",
        number: `HOLD${index}`,
        containerId: `h${index}`,
        title: "",
        at: "2027-01-01T05:00:00Z",
      })),
      { kind: "fees_posted", number: "FEE1", containerId: null, title: "", at: "2027-01-01T05:00:00Z" },
    ];
    const lines = changeLines(overnight);
    expect(lines.map((line) => [line.label, line.count, line.boxes.length, line.more])).toEqual([
      ["Blocking hold placed", 9, 6, 3],
      ["Fees posted", 1, 1, 0],
    ]);
    expect(lines[0]?.boxes[0]).toEqual({ number: "HOLD0", href: "/board?q=HOLD0&open=h0" });
    expect(lines[1]?.boxes[0]).toEqual({ number: "FEE1", href: null });
  });

  it("words the exposure and the boxes left out with their counts", () => {
    expect(digestExposure(digest())?.map(figureLine)).toEqual([
      "Past LFD: 1 box, posted $300.00",
      "Due today: 1 box",
      "Due tomorrow: 0 boxes",
      "Blocked: 2 boxes, by holds",
    ]);
    expect(digestExposure(digest({ exposure: null }))).toBeNull();
    expect(urgencyUnknownText(digest())).toBe(
      "1 box has unknown urgency (stale data or tracking stopped) and is not listed as due.",
    );
    expect(urgencyUnknownText(digest({ urgencyUnknown: 0 }))).toBe("");
    expect(row(trendColumns(digest()), digest().trend?.[0])).toEqual({
      Day: "Dec 31, 2026",
      "Entered past LFD": "1",
      "Came due": "2",
      "Holds placed": "1,250",
    });
  });
});
