import { describe, expect, it } from "vitest";

import { csvCell, csvFileName, csvLine, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes commas, quotes, CR and LF (RFC 4180), and leaves other text bare", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvCell("Pier 400")).toBe("Pier 400");
    expect(csvLine(["a", null, 0, ""])).toBe("a,,0,");
  });

  it("writes a header and every row, each line ended by CRLF, numbers and empty cells kept", () => {
    expect(
      toCsv({
        columns: ["Terminal", "Boxes"],
        rows: [
          ["Pier 400, LA", 3],
          ['The "Big" one', 0],
          [null, 1.5],
          ["two\nlines", 2],
        ],
      }),
    ).toBe('Terminal,Boxes\r\n"Pier 400, LA",3\r\n"The ""Big"" one",0\r\n,1.5\r\n"two\nlines",2\r\n');
  });

  it("neutralises text a spreadsheet would run as a formula, whatever follows", () => {
    expect(["=HYPERLINK(1)", "+1", "-3", "-1+cmd|' /C calc'!A0", "@SUM(A1)", "\t=1", "\r=1"].map(csvCell)).toEqual([
      "'=HYPERLINK(1)",
      "'+1",
      "'-3",
      "'-1+cmd|' /C calc'!A0",
      "'@SUM(A1)",
      "'\t=1",
      '"\'\r=1"',
    ]);
  });

  it("keeps figures passed as numbers numbers, negative ones too", () => {
    expect(csvLine([-5, -0.25, 1250.5])).toBe("-5,-0.25,1250.5");
  });

  it("quotes a neutralised cell that also needs quoting", () => {
    expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""');
  });

  it("names files by slug and date", () => {
    expect(csvFileName("lfds-due", "2026-03-05")).toBe("quayside-lfds-due-2026-03-05.csv");
  });
});
