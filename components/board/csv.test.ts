import { describe, expect, it } from "vitest";

import { buildCsv, csvCell } from "./csv";
import { testRow } from "./test-row";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it("defuses formulas but keeps negative numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-3")).toBe("-3");
  });

  it("writes the chosen columns in order with the screen's text", () => {
    const rows = [testRow(), testRow({ number: "TGHU0000001", fees: { known: false, byCurrency: {}, terminalTotal: null }, customerName: "Acme, Inc." })];
    const csv = buildCsv(rows, ["number", "lfd", "fees", "customer"]);
    expect(csv.split("\r\n")).toEqual([
      "Container,LFD,Fees,Customer",
      "MSCU1234566,Nov 24 (PST),none,—",
      'TGHU0000001,Nov 24 (PST),unknown,"Acme, Inc."',
      "",
    ]);
  });
});
