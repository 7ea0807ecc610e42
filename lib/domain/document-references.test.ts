import { describe, expect, it } from "vitest";

import { extractedReferences, namedNumbers } from "./document-references";

describe("extractedReferences", () => {
  it("reads container numbers in any usual spelling, and bills of lading as written", () => {
    expect(
      extractedReferences({
        document_type: "other",
        container_numbers: ["temu 819974-3", "MSCU1234565", "not a box"],
        bill_of_lading_number: " medu123456 ",
      }),
    ).toEqual(["TEMU8199743", "MSCU1234565", "MEDU123456"]);
  });

  it("takes one number or a list, and ignores unknown fields and shapes", () => {
    expect(extractedReferences({ container_number: "TGHU 000000 1", booking_number: ["BK-77821"] })).toEqual([
      "TGHU0000001",
      "BK-77821",
    ]);
    expect(
      extractedReferences({ total_amount: "1200.00", container_numbers: [42], bill_of_lading_number: null }),
    ).toEqual([]);
    expect(extractedReferences(null)).toEqual([]);
    expect(extractedReferences(["MSCU1234565"])).toEqual([]);
  });
});

describe("namedNumbers", () => {
  it("finds container numbers however they are spaced, and number-like tokens", () => {
    const text = "Customs hold on MSCU 123456-5 and tghu0000001 (B/L MEDU98765432). Call 5551234567 or ref ABCDEF.";
    expect(namedNumbers(text)).toEqual(["MSCU1234565", "TGHU0000001", "MEDU98765432"]);
  });

  it("stays bounded on a long text", () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `REF${String(i).padStart(5, "0")}`).join(" ");
    expect(namedNumbers(text)).toHaveLength(200);
  });
});
