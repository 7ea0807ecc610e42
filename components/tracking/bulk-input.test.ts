import { describe, expect, it } from "vitest";

import { bulkSummary, chunk, parseBulkInput, unsentText } from "./bulk-input";

const options = { otherType: "bill_of_lading" as const, scac: null, tracked: new Set<string>() };

describe("bulk paste validation", () => {
  it("flags a wrong check digit on its own line and keeps the rest", () => {
    const lines = parseBulkInput("MSCU1234566\nMSCU1234565\nmscu 123456-6\n", options);
    expect(lines.map((line) => [line.line, line.status])).toEqual([
      [1, "ok"],
      [2, "error"],
      [3, "skip"],
    ]);
    expect(lines[1]?.message).toContain("expects 6");
    expect(lines[2]?.message).toBe("Duplicate of line 1; sent once.");
  });

  it("reads CSV with a header, SCAC and refs; BOLs take the chosen type", () => {
    const lines = parseBulkInput("number,scac,refs\nMEDUAB123456,MSCU,PO-1;PO-2\nTGHU1234567,,", {
      ...options,
      otherType: "booking_number",
    });
    expect(lines[0]).toMatchObject({
      number: "MEDUAB123456",
      requestType: "booking_number",
      scac: "MSCU",
      refNumbers: ["PO-1", "PO-2"],
      status: "ok",
    });
    expect(lines[1]).toMatchObject({ requestType: "container", scac: null });
  });

  it("skips numbers already tracked and rejects junk", () => {
    const lines = parseBulkInput("MSCU1234566\nAB\nMEDU123,TOOLONG", { ...options, tracked: new Set(["MSCU1234566"]) });
    expect(lines.map((line) => line.status)).toEqual(["skip", "error", "error"]);
    expect(bulkSummary(lines)).toEqual({ ok: 0, error: 2, skip: 1 });
  });

  it("refuses a junk bill of lading and a carrier the service does not know, with reasons, at the check", () => {
    const lines = parseBulkInput("hello world\nABCD12\nMEDULQ692823,MAEU\nSA00846884,ZZZZ\nSA00846884", {
      ...options,
      carriers: new Set(["MAEU", "MSCU"]),
    });
    expect(lines.map((line) => [line.status, line.message])).toEqual([
      ["error", "Has almost no digits: not a bill of lading or booking number."],
      ["error", "Use 8 to 25 letters and digits: bills of lading and bookings are no shorter."],
      ["error", expect.stringContaining("MSC's prefix, but the carrier picked is MAEU")],
      ["error", expect.stringContaining("ZZZZ is not a carrier the tracking service knows")],
      ["ok", null],
    ]);
  });

  it("keeps the lines that were not sent", () => {
    const lines = parseBulkInput("MSCU1234566\nMSCU1234565", options);
    expect(unsentText(lines, new Set([1]))).toBe("MSCU1234565");
    expect(chunk([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });
});
