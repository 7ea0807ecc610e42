import type { ContainerRow } from "@/lib/shared/container-api";

import { COLUMNS, type ColumnId } from "./columns";

// CSV of exactly the current view: the visible columns, in order, with the same text the table shows.

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** RFC 4180 quoting, plus a leading apostrophe on text a spreadsheet would run as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMERIC.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(",");
}

export function buildCsv(rows: readonly ContainerRow[], columns: readonly ColumnId[]): string {
  const lines = [csvLine(columns.map((id) => COLUMNS[id].label))];
  for (const row of rows) lines.push(csvLine(columns.map((id) => COLUMNS[id].text(row))));
  // CRLF as RFC 4180 says; spreadsheet apps on every platform read it.
  return `${lines.join("\r\n")}\r\n`;
}

export function csvFileName(now: Date): string {
  return `quayside-board-${now.toISOString().slice(0, 16).replace(/[:T]/g, "-")}.csv`;
}
