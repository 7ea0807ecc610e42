import { describe, expect, it } from "vitest";

import type { Digest, DigestBox } from "@/lib/domain/alerts/digest-content";

import {
  digestExposure,
  digestSections,
  figureLine,
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

describe("the digest's one table definition", () => {
  it("shows dates in the digest's calendar, money per currency and blocking holds", () => {
    const [dueToday, , past, returnSoon] = digestSections(digest());
    expect(dueToday?.title).toBe("Due today");
    expect(row(dueToday?.columns ?? [], dueToday?.boxes[0])).toEqual({
      Container: "MSCU1234565",
      Terminal: "Pier 400",
      LFD: "Jan 1",
      "Blocking holds": "customs",
    });
    expect(row(past?.columns ?? [], past?.boxes[0])).toMatchObject({
      LFD: "Dec 30, 2026",
      "Days past": "3",
      "Posted fees": "CA$40.50 + $300.00",
    });
    expect(returnSoon?.title).toBe("Return soon");
    expect(row(returnSoon?.columns ?? [], returnSoon?.boxes[0])).toMatchObject({ "Return by": "Jan 4" });
  });

  it("tells unknown fees from none", () => {
    const [, , past] = digestSections(digest({ pastLfd: [box({ fees: null }), box({ id: "2", fees: {} })] }));
    expect(past?.boxes.map((b) => past.columns.find((c) => c.label === "Posted fees")?.value(b))).toEqual([
      "unknown",
      "none",
    ]);
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
