import { describe, expect, it } from "vitest";

import { earlierCharges, type ChargedInvoice } from "./charged-twice";

const invoice = (overrides: Partial<ChargedInvoice>): ChargedInvoice => ({
  invoiceId: "b",
  invoiceNumber: "B-1",
  billedOn: "2026-12-01",
  enteredAt: "2026-12-02T10:00:00.000Z",
  lines: [{ containerNumber: "MSCU1234565", kind: "demurrage", dates: ["2026-11-09", "2026-11-10"] }],
  ...overrides,
});

describe("earlierCharges", () => {
  it("leaves the first bill of a day alone and points a later one at it", () => {
    const first = invoice({ invoiceId: "a", invoiceNumber: "A-1", billedOn: "2026-11-20" });
    const later = invoice({});
    expect(earlierCharges(first, [later])).toEqual(new Map());
    expect(earlierCharges(later, [first])).toEqual(
      new Map([
        ["0|0", { invoiceId: "a", invoiceNumber: "A-1", line: 0 }],
        ["0|1", { invoiceId: "a", invoiceNumber: "A-1", line: 0 }],
      ]),
    );
  });

  it("orders invoices billed the same day by entry, and puts one without a billing date last", () => {
    const entered = invoice({ invoiceId: "a", enteredAt: "2026-12-01T09:00:00.000Z" });
    expect([...earlierCharges(invoice({}), [entered]).keys()]).toEqual(["0|0", "0|1"]);
    const undated = invoice({ invoiceId: "a", billedOn: null, enteredAt: "2026-01-01T00:00:00.000Z" });
    expect(earlierCharges(invoice({}), [undated]).size).toBe(0);
  });

  it("finds a day on two lines of one invoice, and detention billed again as per diem", () => {
    const self = invoice({
      lines: [
        { containerNumber: "MSCU1234565", kind: "detention", dates: ["2026-11-18"] },
        { containerNumber: "MSCU1234565", kind: "per_diem", dates: ["2026-11-18", "2026-11-19"] },
      ],
    });
    expect(earlierCharges(self, [])).toEqual(new Map([["1|0", { invoiceId: "b", invoiceNumber: "B-1", line: 0 }]]));
  });

  it("keeps apart demurrage and storage, other boxes and other days", () => {
    const other = invoice({
      invoiceId: "a",
      billedOn: "2026-11-01",
      lines: [
        { containerNumber: "MSCU1234565", kind: "storage", dates: ["2026-11-09"] },
        { containerNumber: "TCLU1234560", kind: "demurrage", dates: ["2026-11-10"] },
        { containerNumber: "MSCU1234565", kind: "demurrage", dates: ["2026-11-11"] },
      ],
    });
    expect(earlierCharges(invoice({}), [other]).size).toBe(0);
  });
});
