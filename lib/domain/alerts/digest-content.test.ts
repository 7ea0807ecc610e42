import { describe, expect, it } from "vitest";

import { buildDigest } from "./digest-content";
import { testBox } from "./test-box";

// Noon on 22 Nov in Los Angeles.
const now = new Date("2026-11-22T20:00:00.000Z");
const build = (boxes: Parameters<typeof buildDigest>[0]["boxes"], kind: "dispatcher" | "manager" = "dispatcher") =>
  buildDigest({ kind, date: "2026-11-22", timeZone: "America/Los_Angeles", now, boxes, overnight: [], trend: [] });

describe("buildDigest", () => {
  it("sorts boxes into due today, due tomorrow and past LFD by terminal-local days left", () => {
    const digest = build([
      testBox({ id: "today", number: "A", governingLfdDate: "2026-11-22", lfdSource: "terminal" }),
      testBox({ id: "tomorrow", number: "B", governingLfdDate: "2026-11-23", lfdSource: "terminal" }),
      testBox({
        id: "past",
        number: "C",
        governingLfdDate: "2026-11-19",
        lfdSource: "terminal",
        fees: [{ type: "demurrage", amount: 200, currency_code: "USD" }],
      }),
      testBox({ id: "later", number: "D", governingLfdDate: "2026-11-30", lfdSource: "terminal" }),
    ]);
    expect(digest.dueToday.map((b) => b.id)).toEqual(["today"]);
    expect(digest.dueTomorrow.map((b) => b.id)).toEqual(["tomorrow"]);
    expect(digest.pastLfd.map((b) => [b.id, b.daysLeft, b.fees])).toEqual([["past", -3, { USD: 200 }]]);
    expect(digest.exposure).toBeNull();
  });

  it("groups blocked boxes by who resolves the hold, and never lists a box whose urgency is unknown", () => {
    const digest = build([
      testBox({ id: "customs", holds: [{ name: "customs", status: "hold", description: null }] }),
      testBox({
        id: "usda",
        holds: [
          { name: "USDA", status: "hold", description: null },
          { name: "TMF", status: "hold", description: null },
        ],
      }),
      testBox({ id: "pending", holds: [{ name: "freight", status: "pending", description: null }] }),
      testBox({
        id: "unknown",
        urgencyUnknown: true,
        governingLfdDate: "2026-11-22",
        holds: [{ name: "customs", status: "hold", description: null }],
      }),
    ]);
    expect(digest.blocked.map((g) => [g.owner, g.boxes.map((b) => b.id)])).toEqual([
      ["Customs broker", ["customs", "usda"]],
      ["Whoever pays terminal fees", ["usda"]],
    ]);
    expect(digest.dueToday).toEqual([]);
    expect(digest.urgencyUnknown).toBe(1);
  });

  it("the manager's version adds exposure: posted fees past LFD per currency and the counts", () => {
    const digest = build(
      [
        testBox({
          id: "p1",
          governingLfdDate: "2026-11-20",
          fees: [{ type: "demurrage", amount: 100, currency_code: "USD" }],
        }),
        testBox({
          id: "p2",
          governingLfdDate: "2026-11-21",
          fees: [{ type: "demurrage", amount: 50.5, currency_code: "USD" }],
        }),
        testBox({ id: "t", governingLfdDate: "2026-11-22" }),
      ],
      "manager",
    );
    expect(digest.exposure).toEqual({
      pastLfdCount: 2,
      postedPastLfd: { USD: 150.5 },
      dueTodayCount: 1,
      dueTomorrowCount: 0,
      blockedCount: 0,
    });
  });

  it("lists boxes out with a return-by within two days under return soon", () => {
    const digest = build([
      testBox({ id: "out", phase: "out", returnByDate: "2026-11-24" }),
      testBox({ id: "far", phase: "out", returnByDate: "2026-12-10" }),
    ]);
    expect(digest.returnSoon.map((b) => b.id)).toEqual(["out"]);
  });
});
