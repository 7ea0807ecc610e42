import { describe, expect, it } from "vitest";

import { parseInvoiceCsv, readCsv } from "./invoice-csv";

const HEADER =
  "invoiceNumber,billingParty,billedOn,billsOfLading,disputeUrl,certifiedCompliance,containerNumber,kind,dates,from,to,ratePerDay,currency,amount";

describe("readCsv", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, naming each record's first line", () => {
    expect(readCsv('a,b\r\n"x, y","say ""hi""\nthere"\n\n3,4')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"\nthere'] },
      { line: 5, cells: ["3", "4"] },
    ]);
  });
});

describe("parseInvoiceCsv", () => {
  it("groups the rows of one invoice into its lines, and reads ranges, lists and yes/no", () => {
    const result = parseInvoiceCsv(
      [
        HEADER,
        "INV-1,MSC,2026-12-01,MEDU1;MEDU2,https://msc.test/d,yes,MSCU1234565,demurrage,2026-11-09;2026-11-10,,,150,USD,300",
        "INV-1,MSC,2026-12-01,MEDU1;MEDU2,https://msc.test/d,yes,MSCU1234565,storage,,2026-11-09,2026-11-11,50,USD,150",
        "INV-2,MSC,2026-12-02,,,,TCLU1234560,per_diem,2026-11-20,,,100,USD,",
      ].join("\n"),
    );
    expect(result.problems).toEqual([]);
    expect(result.invoices.map((item) => [item.lines, item.invoice.invoiceNumber, item.invoice.lines.length])).toEqual([
      [[2, 3], "INV-1", 2],
      [[4], "INV-2", 1],
    ]);
    const [first, second] = result.invoices;
    expect(first?.invoice).toMatchObject({ billsOfLading: ["MEDU1", "MEDU2"], certifiedCompliance: true });
    expect(first?.invoice.lines[1]?.dates).toEqual(["2026-11-09", "2026-11-10", "2026-11-11"]);
    // Absent items stay missing.
    expect(second?.invoice).toMatchObject({ disputeUrl: null, certifiedCompliance: null });
    expect(second?.invoice.lines[0]?.amount).toBeNull();
  });

  it("names every bad line and keeps nothing while any line is wrong", () => {
    const result = parseInvoiceCsv(
      [
        HEADER,
        "INV-1,MSC,2026-12-01,,,,MSCU1234565,demurrage,2026-11-09,,,150,USD,-5",
        "INV-1,MSC,2026-12-02,,,,MSCU1234565,demurrage,2026-11-10,,,150,USD,150",
        "INV-3,MSC,2026-12-01,,,,MSCU1234565,parking,2026-11-09,,,150,USD,150",
        "INV-4,MSC,2026-12-01,,,,MSCU1234565,storage,,2026-11-09,2026-11-01,150,USD,150",
        "INV-5,MSC,2026-12-01,,,,MSCU1234565,storage,2026-11-09,,,150,USD,150",
      ].join("\n"),
    );
    expect(result.invoices).toEqual([]);
    expect(result.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5]);
    expect(result.problems[0]?.message).toContain("amount");
    expect(result.problems[1]?.message).toContain("Same invoice as line 2, but billedOn differs");
    expect(result.problems[3]?.message).toBe("to is before from");
  });

  it("refuses an unknown column, naming the ones it reads", () => {
    const result = parseInvoiceCsv("invoiceNo,kind\nX,demurrage");
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(/^Unknown column: invoiceNo\. Use invoiceNumber/);
  });

  it("reads 5,000 lines, reporting each bad one by its line", () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => {
      const bad = index % 1_000 === 999;
      return `INV-${Math.floor(index / 10)},MSC,2026-12-01,,,,MSCU1234565,demurrage,2026-11-09,,,150,${bad ? "usd" : "USD"},150`;
    });
    const result = parseInvoiceCsv([HEADER, ...rows].join("\n"));
    expect(result.problems.map((problem) => problem.line)).toEqual([1001, 2001, 3001, 4001, 5001]);
    const clean = parseInvoiceCsv([HEADER, ...rows.map((row) => row.replace(",usd,", ",USD,"))].join("\n"));
    expect(clean.problems).toEqual([]);
    expect(clean.invoices).toHaveLength(500);
  });
});

describe("a CSV that cannot be read", () => {
  it("names the line where the quoting broke instead of guessing", () => {
    const result = parseInvoiceCsv(`${HEADER}\nINV-1,"MSC,2026-12-01`);
    expect(result.invoices).toEqual([]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(/cannot be read as CSV/);
  });
});
