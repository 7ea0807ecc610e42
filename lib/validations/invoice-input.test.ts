import { describe, expect, it } from "vitest";

import { invoiceInputSchema } from "./invoice-input";

const line = { containerNumber: "MSCU1234565", kind: "demurrage", dates: ["2026-11-09"], currency: "USD", amount: 150 };

describe("invoiceInputSchema", () => {
  it("stores an absent, null or blank 541.6 item as missing (null), never a guess", () => {
    const parsed = invoiceInputSchema.parse({ billingParty: "  ", dueOn: null, lines: [line] });
    expect(parsed).toMatchObject({
      invoiceNumber: null,
      billingParty: null,
      dueOn: null,
      billsOfLading: [],
      certifiedCompliance: null,
      documentId: null,
    });
    expect(parsed.lines[0]).toMatchObject({ ratePerDay: null, days: null, tariffRule: null });
  });

  it("reads a container number as people paste it, and refuses one of another shape", () => {
    expect(
      invoiceInputSchema.parse({ lines: [{ ...line, containerNumber: "mscu 123456-5" }] }).lines[0]?.containerNumber,
    ).toBe("MSCU1234565");
    expect(invoiceInputSchema.safeParse({ lines: [{ ...line, containerNumber: "12345" }] }).success).toBe(false);
  });

  it("refuses a negative or absurd amount, a rate beyond reason, a charge of no known kind", () => {
    for (const bad of [
      { amount: -1 },
      { amount: 20_000_000 },
      { ratePerDay: 250_000 },
      { kind: "parking" },
      { currency: "usd" },
    ])
      expect(invoiceInputSchema.safeParse({ lines: [{ ...line, ...bad }] }).success, JSON.stringify(bad)).toBe(false);
  });

  it("refuses dates out of order, naming the later field", () => {
    const result = invoiceInputSchema.safeParse({ pickedUpOn: "2026-11-10", returnedOn: "2026-11-09", lines: [line] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["returnedOn", "The return is before the pickup"],
    ]);
  });

  it("needs at least one line and a real date on it", () => {
    expect(invoiceInputSchema.safeParse({ lines: [] }).success).toBe(false);
    expect(invoiceInputSchema.safeParse({ lines: [{ ...line, dates: ["2026-02-30"] }] }).success).toBe(false);
  });
});
