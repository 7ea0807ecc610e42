// The Quayside archive: what `npm run backup` writes when no pg_dump can read the server (the embedded
// PostgreSQL ships none). A gzip'd text file, written and read front to back so no table is ever held whole:
//
//   QUAYSIDE-ARCHIVE 1
//   {"format":1,"appVersion":…,"migrationLevel":…,"tables":[{"name":…,"columns":[…],"rows":…}],…}
//   TABLE workspaces
//   <its rows in COPY's text format>
//   \.
//   TABLE users            (one section per table, a table before those whose foreign keys point at it)
//   …
//   END {"tables":49,"rows":123456}
//
// COPY's text format writes a backslash inside a value as `\\` and a line break as `\n`, so a line that is exactly
// `\.` can only end a section. `zcat FILE | head -2` shows what a file holds.
import { z } from "zod";

export const ARCHIVE_MAGIC = "QUAYSIDE-ARCHIVE";
export const ARCHIVE_FORMAT = 1;
/** The line that ends a table's rows (COPY's own end-of-data marker). */
export const SECTION_END = "\\.\n";
export const TABLE_PREFIX = "TABLE ";
export const END_PREFIX = "END ";

const tableSchema = z.object({
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  appVersion: z.string().min(1),
  /** The newest migration applied to the database backed up: the schema its rows fit. */
  migrationLevel: z.string().min(1),
  /** Every migration applied to it, oldest first. */
  migrations: z.array(z.string().min(1)).min(1),
  createdAt: z.string(),
  serverVersion: z.string(),
  tables: z.array(tableSchema),
  /** Each sequence's value when the snapshot was taken (a bigint as text; null if never used). */
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().nullable() })),
});

export const endSchema = z.object({ tables: z.number().int().min(0), rows: z.number().int().min(0) });

export type ArchiveManifest = z.infer<typeof manifestSchema>;

/** A name as a quoted SQL identifier: table and column names come from the catalog, never from a person. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function columnList(columns: string[]): string {
  return columns.map(quoteIdent).join(", ");
}

/** A header line's JSON, or undefined when it is not JSON (the schema check then reports a damaged archive). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
