import { describe, expect, it } from "vitest";

import { cardAmount, daysLeftText, feesText, holdsText, lfdText, localDateText } from "./row-format";
import { testRow } from "./test-row";

describe("row text", () => {
  it("shows the LFD's date in the terminal's zone in the one board format, whatever the host zone", () => {
    // 07:59Z on the 25th is 23:59 on the 24th in Los Angeles.
    expect(lfdText(testRow(), "2026-11-22T12:00:00Z")).toBe("Nov 24");
    expect(lfdText(testRow(), "2025-11-22T12:00:00Z")).toBe("Nov 24, 2026");
    expect(
      localDateText("2026-11-24", "2026-11-25T07:59:00Z", "America/Los_Angeles", true, "2026-11-22T12:00:00Z"),
    ).toBe("Nov 24 (PST)");
  });

  it("takes the LFD's date from the server, not from the browser's time-zone database", () => {
    // The server said the 23rd; a browser whose zone data puts the instant on the 24th must still say the 23rd.
    const lfd = { ...testRow().lfd, governing: "2026-11-24T07:59:00Z", governingDate: "2026-11-23" };
    expect(lfdText(testRow({ lfd }), "2026-11-22T12:00:00Z")).toBe("Nov 23");
  });

  it("reads days left from the API, and suppresses urgency when stale", () => {
    expect(daysLeftText(testRow())).toBe("2 days left");
    expect(daysLeftText(testRow({ lfd: { ...testRow().lfd, daysLeft: 0 } }))).toBe("today");
    expect(daysLeftText(testRow({ lfd: { ...testRow().lfd, daysLeft: -3 } }))).toBe("3 days past");
    expect(daysLeftText(testRow({ bucket: "stale", lfd: { ...testRow().lfd, daysLeft: -3 } }))).toBe("unknown");
    // A box that is out counts to its return-by: late returning, not "past" an LFD it already met.
    const returnBy = {
      date: "2026-11-19",
      daysLeft: -3,
      timezone: "America/Los_Angeles",
      freeDays: 4,
      dayKind: "calendar" as const,
      fullOutDate: "2026-11-15",
    };
    expect(daysLeftText(testRow({ bucket: "needs_return", returnBy, lfd: { ...testRow().lfd, daysLeft: -37 } }))).toBe(
      "3 days late",
    );
    expect(daysLeftText(testRow({ bucket: "needs_return", returnBy: { ...returnBy, daysLeft: 2 } }))).toBe(
      "2 days left",
    );
    expect(
      daysLeftText(
        testRow({
          bucket: "needs_return",
          returnBy: { ...returnBy, date: null, daysLeft: null, freeDays: null, dayKind: null },
        }),
      ),
    ).toBe("no tariff");
  });

  it("keeps 0 as an amount, null as unknown, and the terminal total beside the sum", () => {
    expect(feesText({ known: false, byCurrency: {}, terminalTotal: null })).toBe("unknown");
    expect(feesText({ known: true, byCurrency: {}, terminalTotal: null })).toBe("none");
    expect(feesText({ known: true, byCurrency: { USD: 0 }, terminalTotal: null })).toBe("$0.00");
    expect(feesText({ known: true, byCurrency: { CAD: 20, USD: 1250.5 }, terminalTotal: { USD: 1300 } })).toBe(
      "CA$20.00 + $1,250.50 (terminal total $1,300.00)",
    );
  });

  it("names holds exactly, with status; unknown is not none", () => {
    expect(holdsText(testRow({ holdsKnown: false }))).toBe("unknown");
    expect(holdsText(testRow())).toBe("none");
  });

  it("puts each currency's amount on a card apart, never comparing one currency with another", () => {
    expect(cardAmount({})).toBe("");
    expect(cardAmount({ USD: 45_210 })).toBe("$45.2K");
    // ¥10,000 is about $65: it must not push the dollars off the card for being the larger number.
    expect(cardAmount({ JPY: 10_000, USD: 150 })).toBe("$150 +1 more");
    expect(cardAmount({ JPY: 10_000, EUR: 90 })).toBe("€90 +1 more");
    expect(cardAmount({ EUR: 900, CAD: 1_900, USD: 45_210 })).toBe("$45.2K +2 more");
  });
});
