// Pure. The one CSV writer (the board's, the reports' and the activity trail's files): RFC 4180 quoting, CRLF
// line ends, and text a spreadsheet would run as a formula (= + - @, tab or CR first) prefixed with ' so an
// exported terminal name or note cannot execute anything. Numbers are written as numbers: pass a figure as a
// number (not as text) and a negative one stays a negative number in the sheet.

export type CsvCell = string | number | null;
export type CsvTable = { columns: string[]; rows: CsvCell[][] };
/** One column of a CSV built from rows of type `Row`. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(",");
}

/** The whole file: the header line, then one line per row, each ended by CRLF as RFC 4180 says. */
export function toCsv(table: CsvTable): string {
  return [table.columns, ...table.rows].map(csvLine).join("\r\n") + "\r\n";
}

/** A file name like "quayside-lfds-due-2026-03-05.csv". */
export function csvFileName(slug: string, date: string): string {
  return `quayside-${slug}-${date}.csv`;
}
