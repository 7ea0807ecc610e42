import { describe, expect, it } from "vitest";

import { renderAlertEmail, renderDigestEmail } from "./render-email";
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
    expect(email.subject).toBe("Manager digest for 2026-11-22: 0 due today, 0 tomorrow, 1 past LFD");
    expect(email.text.indexOf("Exposure")).toBeLessThan(email.text.indexOf("Past LFD — 1"));
    expect(email.text).toContain("MSCU1234565 · Pier 400 · Nov 20 · 2 · $300.00");
    expect(email.text).toContain("Past LFD: 1 box, posted $300.00");
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
