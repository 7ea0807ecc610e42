import { describe, expect, it } from "vitest";

import { renderDigestEmail } from "./render-digest-email";
import { boxEmailContent } from "@/lib/shared/alerts/box-email";

import { renderAlertEmail, renderBoxEmail } from "./render-email";
import { signWebhook, verifyWebhookSignature } from "./sign-webhook";

const links = {
  app: "https://q.example",
  open: "https://q.example/board?open=1",
  unsubscribe: "https://q.example/api/unsubscribe?token=t",
  settings: "https://q.example/notifications/settings",
};

describe("alert email", () => {
  it("escapes every value in the HTML and keeps the text part plain", () => {
    const email = renderAlertEmail(
      { title: 'MSCU1 <script>alert("x")</script>', body: "A & B", number: "MSCU1" },
      links,
    );
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.html).toContain("A &amp; B");
    expect(email.text).toContain("A & B");
    expect(email.text).toContain("Unsubscribe from email: https://q.example/api/unsubscribe?token=t");
  });

  it("a digest lists each section with its count, and the manager's exposure first", () => {
    const box = {
      id: "1",
      number: "MSCU1234565",
      terminal: "Pier 400",
      lfdDate: "2026-11-20",
      daysLeft: -2,
      fees: { USD: 300 },
      holds: [],
      returnBy: null,
    };
    const email = renderDigestEmail(
      {
        kind: "manager",
        date: "2026-11-22",
        timeZone: "America/Los_Angeles",
        dueToday: [],
        dueTomorrow: [],
        pastLfd: [box],
        blocked: [],
        returnSoon: [],
        overnight: [],
        urgencyUnknown: 0,
        exposure: {
          pastLfdCount: 1,
          postedPastLfd: { USD: 300 },
          dueTodayCount: 0,
          dueTomorrowCount: 0,
          blockedCount: 0,
        },
        trend: [],
      },
      links,
    );
    expect(email.subject).toBe("Manager digest for Sun Nov 22: 0 due today, 0 tomorrow, 1 past LFD");
    expect(email.text.indexOf("Exposure")).toBeLessThan(email.text.indexOf("Past LFD — 1"));
    expect(email.text).toContain("Past LFD — 1: https://q.example/board?lens=past_lfd");
    expect(email.text).toContain("Pier 400 — 1 box");
    expect(email.text).toContain("MSCU1234565 · Nov 20 · 2 · $300.00  https://q.example/board?q=MSCU1234565&open=1");
    expect(email.html).toContain('<a href="https://q.example/board?q=MSCU1234565&amp;open=1">MSCU1234565</a>');
    expect(email.text).toContain("Past LFD: 1 box, posted $300.00");
  });
});

describe("box email", () => {
  it("puts the box's facts in a table, every change in a list, and the link to its drawer, escaped", () => {
    const content = boxEmailContent(
      {
        id: "box-1",
        number: "MSCU1234565",
        terminal: "Pier <400>",
        customer: "Acme & Sons",
        billOfLading: "MEDU1",
        lfdDate: "2026-11-22",
        lfdZone: "America/Los_Angeles",
        zone: "America/Los_Angeles",
      },
      [{ kind: "hold_placed", data: { hold: "customs" }, at: "2026-11-22T18:00:00Z" }],
      new Date("2026-11-22T20:00:00Z"),
    );
    const email = renderBoxEmail(content, { ...links, open: "https://q.example/board?q=MSCU1234565&open=box-1" });
    expect(email.html).toContain('<th align="left">Customer</th><td>Acme &amp; Sons</td>');
    expect(email.html).toContain("Pier &lt;400&gt;");
    expect(email.html).toContain(
      '<a href="https://q.example/board?q=MSCU1234565&amp;open=box-1">Open MSCU1234565 on the board</a>',
    );
    expect(email.text).toContain("Last free day: Nov 22 — LFD today");
    expect(email.text).toContain("- Customs hold placed (Nov 22, 10:00 PST): A blocking customs hold was placed");
    expect(email.text).toContain("Open on the board: https://q.example/board?q=MSCU1234565&open=box-1");
  });
});

describe("outbound webhook signature", () => {
  it("is HMAC-SHA256 of timestamp.body, and any change to either fails verification", () => {
    const signature = signWebhook("whsec_test", "1700000000", '{"a":1}');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature("whsec_test", "1700000000", '{"a":1}', signature)).toBe(true);
    expect(verifyWebhookSignature("whsec_test", "1700000001", '{"a":1}', signature)).toBe(false);
    expect(verifyWebhookSignature("whsec_test", "1700000000", '{"a":2}', signature)).toBe(false);
  });
});
