// CSV for every report table: RFC 4180 quoting, and cells that a spreadsheet would run as a formula
// (= + - @ at the start) are prefixed with ' so an exported terminal name cannot execute anything.
export type Cell = string | number | null;
export type TableData = { columns: string[]; rows: Cell[][] };

function cell(value: Cell): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: TableData): string {
  return [table.columns, ...table.rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** A file name like "quayside-lfds-due-2026-03-05.csv". */
export function csvFileName(slug: string, date: string): string {
  return `quayside-${slug}-${date}.csv`;
}
