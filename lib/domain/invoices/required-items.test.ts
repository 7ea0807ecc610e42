import { describe, expect, it } from "vitest";

import { isLate, missingItems } from "./required-items";
import { testInvoice, testLine } from "./test-invoices";

describe("missingItems (46 CFR 541.6)", () => {
  it("finds nothing missing on an invoice that carries every item", () => {
    expect(missingItems(testInvoice())).toEqual([]);
  });

  it.each([
    ["billingParty", null, "missing_billing_party"],
    ["invoiceNumber", null, "missing_invoice_number"],
    ["billedOn", null, "missing_billed_on"],
    ["dueOn", null, "missing_due_on"],
    ["billsOfLading", [], "missing_bills_of_lading"],
    ["portOfDischarge", null, "missing_port_of_discharge"],
    ["freeDays", null, "missing_free_days"],
    ["freeTimeStart", null, "missing_free_time_start"],
    ["freeTimeEnd", null, "missing_free_time_end"],
    ["availableOn", null, "missing_available_on"],
    ["tariffRule", null, "missing_tariff_rule"],
    ["disputeContact", null, "missing_dispute_contact"],
    ["disputeUrl", null, "missing_dispute_url"],
    ["certifiedCompliance", null, "missing_certified_compliance"],
    ["certifiedPerformance", false, "missing_certified_performance"],
  ] as const)("finds %s absent as %s", (field, value, code) => {
    expect(missingItems(testInvoice({ [field]: value }))).toEqual([{ code, item: field }]);
  });

  it("counts 0 free days as an item given", () => {
    expect(missingItems(testInvoice({ freeDays: 0 }))).toEqual([]);
  });

  it("asks the port's items of demurrage and storage, the pickup and return dates of detention", () => {
    const detention = testInvoice({
      portOfDischarge: null,
      availableOn: null,
      pickedUpOn: null,
      returnedOn: null,
      lines: [testLine({ kind: "per_diem" })],
    });
    expect(missingItems(detention).map((finding) => finding.code)).toEqual([
      "missing_picked_up_on",
      "missing_returned_on",
    ]);
    const storage = testInvoice({
      pickedUpOn: null,
      returnedOn: null,
      availableOn: null,
      lines: [testLine({ kind: "storage" })],
    });
    expect(missingItems(storage).map((finding) => finding.code)).toEqual(["missing_available_on"]);
  });

  it("takes the tariff rule from every line when the invoice names none", () => {
    const perLine = testInvoice({
      tariffRule: null,
      lines: [testLine({ tariffRule: "Rule 4" }), testLine({ tariffRule: "Rule 5" })],
    });
    expect(missingItems(perLine)).toEqual([]);
    const oneShort = testInvoice({ tariffRule: null, lines: [testLine({ tariffRule: "Rule 4" }), testLine()] });
    expect(missingItems(oneShort)).toEqual([{ code: "missing_tariff_rule", item: "tariffRule" }]);
  });

  it("finds a line's missing container, dates, rate and amount, naming the line", () => {
    const line = testLine({ containerNumber: null, dates: [], ratePerDay: null, amount: null });
    expect(missingItems(testInvoice({ lines: [testLine(), line] }))).toEqual([
      { code: "missing_container_number", item: "lines.1.containerNumber" },
      { code: "missing_dates", item: "lines.1.dates" },
      { code: "missing_rate_per_day", item: "lines.1.ratePerDay" },
      { code: "missing_amount", item: "lines.1.amount" },
    ]);
  });
});

describe("isLate (541.7)", () => {
  // The last charged day is Mon Nov 9; 30 days later is Wed Dec 9.
  it("is late only when issued more than 30 days after the last charged day", () => {
    const lines = [testLine({ dates: ["2026-11-05", "2026-11-09"] })];
    expect(isLate(testInvoice({ lines, billedOn: "2026-12-09" }))).toBe(false);
    expect(isLate(testInvoice({ lines, billedOn: "2026-12-10" }))).toBe(true);
  });

  it("cannot be late without a billing date or a charged day", () => {
    expect(isLate(testInvoice({ billedOn: null }))).toBe(false);
    expect(isLate(testInvoice({ lines: [testLine({ dates: [] })], billedOn: "2027-06-01" }))).toBe(false);
  });
});
