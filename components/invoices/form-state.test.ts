import { describe, expect, it } from "vitest";

import { invoiceInputSchema } from "@/lib/validations/invoice-input";

import { EMPTY_INVOICE, EMPTY_LINE, invoiceBody, rangeDates } from "./form-state";

describe("the invoice form's body", () => {
  it("turns a from–to range into each date, across a month's end", () => {
    expect(rangeDates("2026-11-29", "2026-12-02")).toEqual({
      dates: ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"],
      error: null,
    });
    expect(rangeDates("2026-11-29", "")).toEqual({ dates: ["2026-11-29"], error: null });
    expect(rangeDates("2026-11-29", "2026-11-28").error).toBe("The last day charged is before the first");
  });

  it("leaves blank items absent, so the server stores them missing", () => {
    const body = invoiceBody({
      ...EMPTY_INVOICE,
      invoiceNumber: " INV-7 ",
      billsOfLading: "MEDU1, MEDU2",
      freeDays: "4",
      lines: [
        { ...EMPTY_LINE, containerNumber: "mscu 123456-5", from: "2026-11-09", to: "2026-11-10", amount: "1,300" },
      ],
    });
    const parsed = invoiceInputSchema.parse(body);
    expect(parsed).toMatchObject({
      invoiceNumber: "INV-7",
      billingParty: null,
      billsOfLading: ["MEDU1", "MEDU2"],
      freeDays: 4,
      disputeUrl: null,
      certifiedCompliance: null,
    });
    expect(parsed.lines[0]).toMatchObject({
      containerNumber: "MSCU1234565",
      dates: ["2026-11-09", "2026-11-10"],
      amount: 1300,
      ratePerDay: null,
    });
  });
});
