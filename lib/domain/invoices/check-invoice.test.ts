import { describe, expect, it } from "vitest";

import { checkInvoice, type CheckInput } from "./check-invoice";
import type { InvoiceDraft } from "./invoice";
import { recordsOf, testBox, testInvoice, testLine, testRates, testRecord } from "./test-invoices";

// The box of test-invoices.ts (LFD Fri Nov 6, every day checked): Mon Nov 9 and Tue Nov 10 are chargeable at $150,
// Thu Nov 5 is free time, Wed Nov 11 a holiday. The invoice is billed Tue Dec 1 2026.

const box = testBox({
  days: recordsOf(["2026-11-05", "2026-11-09", "2026-11-10", "2026-11-11"].map((d) => testRecord(d))),
});

const check = (invoice: Partial<InvoiceDraft>, others: CheckInput["others"] = []) =>
  checkInvoice({
    invoice: { ...testInvoice(invoice), id: "inv-1", enteredAt: "2026-12-02T10:00:00.000Z" },
    boxes: new Map([[box.number, box]]),
    others,
    rateOn: testRates,
  });

describe("checkInvoice", () => {
  it("finds a complete invoice of chargeable days payable, with nothing at stake, to dispute by Dec 31", () => {
    const result = check({ lines: [testLine({ dates: ["2026-11-09", "2026-11-10"], amount: 300 })] });
    expect(result.verdict).toBe("payable");
    expect(result.findings).toEqual([]);
    expect(result.days.map((day) => [day.date, day.code, day.amount])).toEqual([
      ["2026-11-09", "chargeable", 150],
      ["2026-11-10", "chargeable", 150],
    ]);
    expect(result.atStake).toEqual({});
    expect(result.total).toEqual({ USD: 300 });
    expect(result.disputeBy).toBe("2026-12-31");
  });

  it("finds it contestable with the contestable days' sum at stake, per currency", () => {
    const result = check({
      lines: [
        testLine({ dates: ["2026-11-05", "2026-11-09", "2026-11-11"], amount: 450 }),
        testLine({ kind: "storage", dates: ["2026-11-11"], currency: "EUR", ratePerDay: 80, amount: 80 }),
      ],
    });
    expect(result.verdict).toBe("contestable");
    expect(result.days.map((day) => day.code)).toEqual([
      "in_free_time",
      "chargeable",
      "terminal_closed",
      "terminal_closed",
    ]);
    expect(result.atStake).toEqual({ USD: 300, EUR: 80 });
  });

  it("finds an invoice missing an item not payable, its whole total at stake", () => {
    const result = check({
      disputeUrl: null,
      lines: [
        testLine({ dates: ["2026-11-09", "2026-11-10"], amount: 300 }),
        testLine({ currency: "EUR", amount: 90, ratePerDay: 90 }),
      ],
    });
    expect(result.verdict).toBe("not_payable");
    expect(result.findings).toEqual([{ code: "missing_dispute_url", item: "disputeUrl" }]);
    expect(result.atStake).toEqual({ USD: 300, EUR: 90 });
  });

  it("finds an invoice issued 31 days after its last charged day late, so not payable", () => {
    const result = check({ billedOn: "2026-12-11", lines: [testLine({ dates: ["2026-11-10"] })] });
    expect(result.findings).toEqual([{ code: "late_invoice" }]);
    expect(result.verdict).toBe("not_payable");
    expect(result.disputeBy).toBe("2027-01-10");
    expect(check({ billedOn: "2026-12-10", lines: [testLine({ dates: ["2026-11-10"] })] }).verdict).toBe("payable");
  });

  it("contests a day an earlier invoice already billed", () => {
    const earlier = {
      invoiceId: "inv-0",
      invoiceNumber: "INV-0999",
      billedOn: "2026-11-25",
      enteredAt: "2026-11-26T10:00:00.000Z",
      lines: [{ containerNumber: box.number, kind: "demurrage" as const, dates: ["2026-11-09"] }],
    };
    const result = check({ lines: [testLine({ dates: ["2026-11-09", "2026-11-10"], amount: 300 })] }, [earlier]);
    expect(result.days.map((day) => day.code)).toEqual(["charged_twice", "chargeable"]);
    expect(result.verdict).toBe("contestable");
    expect(result.atStake).toEqual({ USD: 150 });
  });

  it("keeps a box nobody tracks, flagged, and does not contest it", () => {
    const result = check({ lines: [testLine({ containerNumber: "TCLU1234560" })] });
    expect(result.findings).toEqual([{ code: "unknown_container", item: "TCLU1234560" }]);
    expect(result.days.map((day) => day.code)).toEqual(["unknown_container"]);
    expect(result.verdict).toBe("payable");
  });

  it("gives no dispute-by date without a billing date", () => {
    expect(check({ billedOn: null }).disputeBy).toBeNull();
  });
});
