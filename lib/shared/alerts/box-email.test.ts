import { describe, expect, it } from "vitest";

import { boxEmailContent, daysLeftPhrase, type BoxEmailBox } from "./box-email";

const box: BoxEmailBox = {
  id: "box-1",
  number: "MSCU1234565",
  terminal: "Pier 400",
  customer: "Acme Imports",
  billOfLading: "MEDU1234567",
  lfdDate: "2026-11-22",
  lfdZone: "America/Los_Angeles",
  zone: "America/Los_Angeles",
};
// 22:30 on Nov 22 in Los Angeles, already Nov 23 in UTC: the terminal's calendar decides what "today" is.
const lateEvening = new Date("2026-11-23T06:30:00.000Z");
const hold = {
  kind: "hold_placed" as const,
  data: { hold: "customs", holds: ["customs"] },
  at: "2026-11-23T06:10:00Z",
};
const fee = {
  kind: "fees_posted" as const,
  data: { currency: "USD", amount: 150, previous: null },
  at: "2026-11-23T06:10:00Z",
};

describe("the email about one box", () => {
  it("names the box, terminal, customer, bill of lading and the LFD as today in the terminal's zone", () => {
    const email = boxEmailContent(box, [hold, fee], lateEvening);
    expect(email.subject).toBe("MSCU1234565: customs hold placed, fees posted — LFD today at Pier 400");
    expect(email.facts).toEqual([
      { label: "Container", value: "MSCU1234565" },
      { label: "Terminal", value: "Pier 400" },
      { label: "Customer", value: "Acme Imports" },
      { label: "Bill of lading", value: "MEDU1234567" },
      { label: "Last free day", value: "Nov 22 — LFD today" },
    ]);
  });

  it("lists every change it carries, with its time at the terminal, and links to the box's drawer", () => {
    const email = boxEmailContent(box, [hold, fee], lateEvening);
    expect(email.changes).toEqual([
      {
        headline: "Customs hold placed",
        detail: "A blocking customs hold was placed; the box cannot be pulled until it is released.",
        at: "Nov 22, 22:10 PST",
      },
      { headline: "Fees posted", detail: "$150.00 posted by the terminal.", at: "Nov 22, 22:10 PST" },
    ]);
    expect(email.boxPath).toBe("/board?q=MSCU1234565&open=box-1");
    expect(email.heading).toBe("MSCU1234565 at Pier 400: 2 changes");
  });

  it("reads one change as its own alert, and adds the LFD only when the change does not say it", () => {
    const tomorrow = { kind: "lfd_tomorrow" as const, data: { lfdDate: "2026-11-23" }, at: "2026-11-22T20:00:00Z" };
    const noon = new Date("2026-11-22T20:00:00.000Z");
    expect(boxEmailContent({ ...box, lfdDate: "2026-11-23" }, [tomorrow], noon).subject).toBe(
      "MSCU1234565 is due tomorrow",
    );
    expect(boxEmailContent(box, [hold], noon).subject).toBe("MSCU1234565: customs hold placed — LFD today");
    const later = { ...box, lfdDate: "2026-11-30" };
    expect(boxEmailContent(later, [hold], noon).subject).toBe("MSCU1234565: customs hold placed");
    expect(boxEmailContent(later, [hold], noon).lfdText).toBe("Nov 30 — 8 days left");
  });

  it("says when the terminal, customer, bill of lading or LFD is not known", () => {
    const bare = { ...box, terminal: null, customer: null, billOfLading: null, lfdDate: null };
    expect(boxEmailContent(bare, [hold], lateEvening).facts.map((fact) => fact.value)).toEqual([
      "MSCU1234565",
      "Not known yet",
      "Not named",
      "Not known",
      "None reported yet",
    ]);
  });

  it("words days left as a dispatcher says them", () => {
    expect([0, 1, 3, -1, -4, null].map(daysLeftPhrase)).toEqual([
      "LFD today",
      "LFD tomorrow",
      "3 days left",
      "1 day past LFD",
      "4 days past LFD",
      "no LFD yet",
    ]);
  });
});
