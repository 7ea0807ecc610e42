import { CsvError, parse } from "csv-parse/browser/esm/sync";
import { z } from "zod";
import { MAX_INVOICE_LINES, invoiceInputSchema, type InvoiceInput } from "./invoice-input";

// A CSV of many invoices (issue 25: "a CSV import of many invoices with per-line validation before anything is
// saved"): one row per invoice line, with the invoice's own columns repeated on each of its rows; the rows of one
// invoice share its billing party and invoice number. Every row is checked, with the same schema as the form, and
// each problem is named by its line in the file; an import saves nothing while any line is wrong.
//
// Columns (a header row names them, in any order; unknown ones are refused so a typo is not silently dropped):
//   invoiceNumber, billingParty, billedOn, dueOn, billsOfLading (separated by ;), portOfDischarge, freeDays,
//   freeTimeStart, freeTimeEnd, availableOn, pickedUpOn, returnedOn, tariffRule, disputeContact, disputeUrl,
//   certifiedCompliance, certifiedPerformance (yes / no), containerNumber, kind, dates (YYYY-MM-DD separated by ;),
//   from, to (a range instead of dates), days, ratePerDay, currency, amount, lineTariffRule.

/** Rows one file may hold: 5,000 lines is the issue's bad-input case, and twice that still reads in well under a second. */
export const MAX_CSV_ROWS = 10_000;

const INVOICE_COLUMNS = [
  "invoiceNumber",
  "billingParty",
  "billedOn",
  "dueOn",
  "billsOfLading",
  "portOfDischarge",
  "freeDays",
  "freeTimeStart",
  "freeTimeEnd",
  "availableOn",
  "pickedUpOn",
  "returnedOn",
  "tariffRule",
  "disputeContact",
  "disputeUrl",
  "certifiedCompliance",
  "certifiedPerformance",
] as const;
const LINE_COLUMNS = [
  "containerNumber",
  "kind",
  "dates",
  "from",
  "to",
  "days",
  "ratePerDay",
  "currency",
  "amount",
  "lineTariffRule",
] as const;
const COLUMNS: readonly string[] = [...INVOICE_COLUMNS, ...LINE_COLUMNS];
const NUMBER_COLUMNS = new Set(["freeDays", "days", "ratePerDay", "amount"]);

export type CsvProblem = { line: number; message: string };
export type CsvInvoice = { lines: number[]; invoice: InvoiceInput };
export type InvoiceCsvResult = { invoices: CsvInvoice[]; problems: CsvProblem[] };

/**
 * RFC 4180 records (csv-parse): quoted cells may hold commas, quotes ("") and line breaks; blank lines are skipped
 * and rows may differ in length (each row's cells are checked by name afterwards). Each with its first line number,
 * so a problem names the line a person sees in their spreadsheet. Malformed quoting throws CsvError.
 */
// With `info`, csv-parse gives each record beside a snapshot of where it was read, which its types do not say.
const parsedRows = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number() }) }));

export function readCsv(text: string): { line: number; cells: string[] }[] {
  const rows = parsedRows.parse(
    parse(text, {
      bom: true,
      info: true,
      // Spreadsheets and hand edits mix line endings within one file.
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }),
  );
  // info.lines is the line a record ends on: its first line is that, less the line breaks inside its quoted cells.
  return rows.map(({ record, info }) => ({
    line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0),
    cells: record,
  }));
}

const list = (value: string): string[] =>
  value
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);

function cellValue(column: string, raw: string): unknown {
  const value = raw.trim();
  if (value === "") return undefined;
  if (NUMBER_COLUMNS.has(column)) return Number(value.replace(/,/g, ""));
  if (column === "certifiedCompliance" || column === "certifiedPerformance") {
    if (/^(yes|y|true|1)$/i.test(value)) return true;
    if (/^(no|n|false|0)$/i.test(value)) return false;
    return value;
  }
  return value;
}

/** Each date of a from–to range (a backwards or overlong range is left for the schema to refuse). */
function rangeOf(from: string, to: string): string[] | string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const stop = Date.parse(`${to || from}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(stop)) return "from and to must be dates as YYYY-MM-DD";
  if (stop < start) return "to is before from";
  const dates: string[] = [];
  for (let at = start; at <= stop && dates.length <= 400; at += 86_400_000)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

export function parseInvoiceCsv(text: string): InvoiceCsvResult {
  let records: { line: number; cells: string[] }[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Quoting the reader cannot follow (a quote never closed): nothing after it can be read as meant.
    const line = typeof error.lines === "number" ? error.lines : 1;
    return { invoices: [], problems: [{ line, message: `The file cannot be read as CSV here: ${error.message}` }] };
  }
  const [header, ...rows] = records;
  if (!header)
    return {
      invoices: [],
      problems: [{ line: 1, message: "The file is empty: add a header row and a row per invoice line." }],
    };
  const columns = header.cells.map((cell) => cell.trim());
  const unknown = columns.filter((column) => !COLUMNS.includes(column));
  if (unknown.length > 0)
    return {
      invoices: [],
      problems: [
        {
          line: header.line,
          message: `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Use ${COLUMNS.join(", ")}.`,
        },
      ],
    };
  if (rows.length === 0)
    return { invoices: [], problems: [{ line: header.line, message: "No invoice lines under the header." }] };
  if (rows.length > MAX_CSV_ROWS)
    return {
      invoices: [],
      problems: [{ line: header.line, message: `At most ${MAX_CSV_ROWS} lines in one file: split it.` }],
    };

  const problems: CsvProblem[] = [];
  const groups = new Map<
    string,
    { lines: number[]; head: Record<string, unknown>; body: Record<string, unknown>; rows: Record<string, unknown>[] }
  >();
  for (const row of rows) {
    if (row.cells.length > columns.length) {
      problems.push({ line: row.line, message: `${row.cells.length} cells, but the header names ${columns.length}.` });
      continue;
    }
    const values: Record<string, unknown> = {};
    columns.forEach((column, index) => (values[column] = cellValue(column, row.cells[index] ?? "")));
    const head: Record<string, unknown> = {};
    for (const column of INVOICE_COLUMNS)
      head[column] =
        column === "billsOfLading" && typeof values[column] === "string" ? list(values[column]) : values[column];
    const key = `${String(head["billingParty"] ?? "")}|${String(head["invoiceNumber"] ?? "")}`;
    let dates: unknown = typeof values["dates"] === "string" ? list(values["dates"]) : undefined;
    if (dates === undefined && typeof values["from"] === "string") {
      const range = rangeOf(values["from"], typeof values["to"] === "string" ? values["to"] : "");
      if (typeof range === "string") {
        problems.push({ line: row.line, message: range });
        continue;
      }
      dates = range;
    }
    const line = {
      containerNumber: values["containerNumber"],
      kind: values["kind"],
      dates,
      days: values["days"],
      ratePerDay: values["ratePerDay"],
      currency: values["currency"],
      amount: values["amount"],
      tariffRule: values["lineTariffRule"],
    };
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { lines: [row.line], head, body: head, rows: [line] });
      continue;
    }
    const differs = INVOICE_COLUMNS.filter(
      (column) => JSON.stringify(head[column]) !== JSON.stringify(group.head[column]),
    );
    if (differs.length > 0) {
      problems.push({
        line: row.line,
        message: `Same invoice as line ${group.lines[0]}, but ${differs.join(", ")} differ${differs.length === 1 ? "s" : ""}: an invoice's own columns must repeat as they are.`,
      });
      continue;
    }
    if (group.lines.length >= MAX_INVOICE_LINES) {
      problems.push({ line: row.line, message: `More than ${MAX_INVOICE_LINES} lines on one invoice.` });
      continue;
    }
    group.lines.push(row.line);
    group.rows.push(line);
  }

  const invoices: CsvInvoice[] = [];
  for (const group of groups.values()) {
    const parsed = invoiceInputSchema.safeParse({ ...group.body, lines: group.rows });
    if (parsed.success) {
      invoices.push({ lines: group.lines, invoice: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const line =
        first === "lines" && typeof index === "number" ? (group.lines[index] ?? group.lines[0]) : group.lines[0];
      const field =
        first === "lines" && typeof index === "number" ? String(issue.path[2] ?? "lines") : String(first ?? "");
      problems.push({ line: line ?? header.line, message: field ? `${field}: ${issue.message}` : issue.message });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { invoices: problems.length > 0 ? [] : invoices, problems };
}
