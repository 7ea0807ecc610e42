import { describe, expect, it } from "vitest";

import type { BoxAlertFacts } from "@/lib/domain/alerts/box-facts";
import { buildDigest, type DigestChange } from "@/lib/domain/alerts/digest-content";
import { testBox } from "@/lib/domain/alerts/test-box";
import { addCalendarDays } from "@/lib/domain/local-date";

import { renderDigestEmail } from "./render-digest-email";

const links = {
  app: "https://q.example",
  open: null,
  unsubscribe: "https://q.example/api/unsubscribe?token=t",
  settings: "https://q.example/notifications/settings",
};

// Noon on 22 Nov in Los Angeles.
const now = new Date("2026-11-22T20:00:00.000Z");
const TERMINALS = 17;
const HOLDS = ["customs", "freight", "USDA", "TMF"] as const;

/**
 * A busy day: 300 boxes over 17 terminals, a sixth of them each due today, due tomorrow, due later, out with a
 * return-by near, and a third past their LFD; every third at a terminal blocked by a hold; 200 changes overnight.
 */
function busyDay(): { boxes: BoxAlertFacts[]; overnight: DigestChange[] } {
  const boxes = Array.from({ length: 300 }, (_, index): BoxAlertFacts => {
    const offset = [0, 1, -2, -9, 5, 0][index % 6] ?? 0;
    const out = index % 6 === 5;
    const hold = HOLDS[index % HOLDS.length] ?? "customs";
    return testBox({
      id: `box-${index}`,
      number: `BOXU${String(index).padStart(7, "0")}`,
      terminalName: `Terminal ${index % TERMINALS}`,
      governingLfdDate: addCalendarDays("2026-11-22", offset),
      lfdSource: "terminal",
      phase: out ? "out" : "at_terminal",
      returnByDate: out ? "2026-11-23" : null,
      holds: !out && index % 3 === 0 ? [{ name: hold, status: "hold", description: null }] : [],
      fees: offset < 0 ? [{ type: "demurrage", amount: 150 * -offset, currency_code: "USD" }] : [],
    });
  });
  const kinds = ["hold_placed", "fees_posted", "lfd_changed", "became_ready", "lfd_today", "past_lfd", "discharged"];
  const overnight = Array.from({ length: 200 }, (_, index): DigestChange => {
    const box = boxes[(index * 7) % boxes.length];
    return {
      kind: kinds[index % kinds.length] ?? "hold_placed",
      number: box?.number ?? null,
      containerId: box?.id ?? null,
      title: "",
      at: now.toISOString(),
    };
  });
  return { boxes, overnight };
}

const digestOf = (kind: "dispatcher" | "manager") => {
  const { boxes, overnight } = busyDay();
  const trend = Array.from({ length: 7 }, (_, day) => ({
    date: addCalendarDays("2026-11-16", day),
    pastLfd: 30,
    dueToday: 50,
    holdsPlaced: 12,
  }));
  return buildDigest({ kind, date: "2026-11-22", timeZone: "America/Los_Angeles", now, boxes, overnight, trend });
};

/** Lines a printed page holds at the email's 12-point text: a table row, list item, paragraph or heading is one. */
const PRINTED_PAGE_LINES = 50;
const printedLines = (html: string): number => (html.match(/<(tr|li|p|h2|h3)\b/g) ?? []).length;

describe("the digest email of a 300-box day", () => {
  for (const kind of ["dispatcher", "manager"] as const) {
    it(`fits two printed pages (${kind})`, () => {
      const digest = digestOf(kind);
      // The scenario is as busy as it says, so the caps are what keep the email short.
      expect(digest.dueToday.length).toBe(50);
      expect(digest.pastLfd.length).toBe(100);
      expect(digest.overnight.length).toBe(200);
      const email = renderDigestEmail(digest, links);
      expect(printedLines(email.html)).toBeLessThanOrEqual(2 * PRINTED_PAGE_LINES);
      expect(email.text.split("\n").length).toBeLessThanOrEqual(2 * PRINTED_PAGE_LINES);
      // Box rows: 30 at most (10 due today, 5 in each other section), plus the manager's week.
      const boxRows = (email.html.match(/<tr><td><a href="https:\/\/q\.example\/board\?q=/g) ?? []).length;
      expect(boxRows).toBe(30);
    });
  }

  it("links every box row to its drawer and every cut group to the board filtered to exactly that group", () => {
    const email = renderDigestEmail(digestOf("dispatcher"), links);
    const rows = [...email.html.matchAll(/<tr><td><a href="([^"]+)">([A-Z0-9]+)<\/a>/g)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, href, number] of rows) {
      const url = new URL((href ?? "").replace(/&amp;/g, "&"));
      expect(url.pathname).toBe("/board");
      expect(url.searchParams.get("q")).toBe(number);
      expect(url.searchParams.get("open")).toBe(`box-${Number((number ?? "").slice(4))}`);
    }
    // 50 due today over 17 terminals: the largest groups show 5 rows each and link the rest.
    const more = [...email.html.matchAll(/<a href="([^"]+)">and (\d+) more at (Terminal \d+)<\/a>/g)];
    expect(more.length).toBeGreaterThan(0);
    for (const [, href, , terminal] of more) {
      const url = new URL((href ?? "").replace(/&amp;/g, "&"));
      expect(url.searchParams.get("terminal")).toBe(terminal);
      expect(url.searchParams.get("lens")).toMatch(/^(due_today|due_tomorrow|past_lfd|blocked|return_soon)$/);
    }
    // 200 changes are one line per kind (7 here), never a list of 200.
    const changes = email.html.slice(email.html.indexOf("What changed overnight — 200"));
    expect((changes.match(/<li>/g) ?? []).length).toBe(7);
  });
});
