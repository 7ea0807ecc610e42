import { describe, expect, it } from "vitest";

import { csvFileName, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and new lines, and keeps numbers and empty cells", () => {
    expect(toCsv({ columns: ["Terminal", "Boxes"], rows: [["Pier 400, LA", 3], ['The "Big" one', 0], [null, 1.5], ["two\nlines", 2]] })).toBe(
      'Terminal,Boxes\r\n"Pier 400, LA",3\r\n"The ""Big"" one",0\r\n,1.5\r\n"two\nlines",2\r\n',
    );
  });

  it("neutralizes cells a spreadsheet would run as formulas, not negative numbers", () => {
    expect(toCsv({ columns: ["a", "b"], rows: [["=HYPERLINK(1)", -5], ["@SUM", "+1"]] })).toBe("a,b\r\n'=HYPERLINK(1),-5\r\n'@SUM,'+1\r\n");
  });

  it("names files by report and date", () => {
    expect(csvFileName("lfds-due", "2026-03-05")).toBe("quayside-lfds-due-2026-03-05.csv");
  });
});
