import { describe, expect, it } from "vitest";

import { disputeLine } from "./digest-disputes";

describe("a digest's dispute line", () => {
  const base = {
    invoiceId: "i",
    invoiceNumber: "MSC-1",
    billingParty: "MSC",
    date: "2026-11-05",
    disputed: { USD: 600 },
  };
  it("says which deadline, when, and the money, in words", () => {
    expect(disputeLine({ ...base, deadline: "dispute_by", daysLeft: 4 })).toMatch(
      /^Dispute invoice MSC-1 from MSC by Nov 5(, 2026)? \(in 4 days\), \$600\.00 at stake$/,
    );
    expect(
      disputeLine({ ...base, deadline: "answer_due", daysLeft: 0, invoiceNumber: null, billingParty: null }),
    ).toMatch(/^Answer due on the dispute of invoice without a number: Nov 5(, 2026)? \(today\), \$600\.00 disputed$/);
  });
});
