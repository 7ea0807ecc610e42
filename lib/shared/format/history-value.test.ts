import { describe, expect, it } from "vitest";

import { historyFieldText, historyValueText } from "./history-value";

describe("history values in words", () => {
  it("names the service's fields as a dispatcher reads them, and keeps an unknown one readable", () => {
    expect(historyFieldText("pickup_lfd_terminal")).toBe("terminal LFD");
    expect(historyFieldText("pod_discharged_at")).toBe("discharged");
    expect(historyFieldText("something_new")).toBe("something new");
  });

  it("says holds and fees in words, each fee in its own currency", () => {
    const holds = [
      { name: "customs", status: "hold", description: "CBP exam" },
      { name: "freight", status: "pending", description: null },
    ];
    expect(historyValueText("holds", holds, "America/Los_Angeles")).toBe("customs hold (CBP exam), freight pending");
    const fees = [
      { type: "demurrage", amount: 3500, currency_code: "USD" },
      { type: "extended_dwell_time", amount: 40.5, currency_code: "CAD" },
    ];
    expect(historyValueText("fees", fees, null)).toBe("demurrage $3,500.00, extended dwell time CA$40.50");
    expect(historyValueText("holds", [], null)).toBe("none");
    expect(historyValueText("fees", null, null)).toBe("none");
  });

  it("gives yes/no, statuses spaced, and instants in the place's zone, named", () => {
    expect(historyValueText("available_for_pickup", true, null)).toBe("yes");
    expect(historyValueText("current_status", "not_available", null)).toBe("not available");
    // 08:00 UTC on Nov 9 is 03:00 in New York (EST).
    const text = historyValueText("pickup_lfd_terminal", "2026-11-09T08:00:00Z", "America/New_York", "2026-11-28");
    expect(text).toContain("03:00");
    expect(text).toContain("EST");
  });
});
