// The manifest of an archive, read inside the backup's snapshot: so its row counts and sequence values are those
// of the rows the archive holds. Also the file's name, which says what the file is without opening it.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

import type pg from "pg";
import { z } from "zod";

import { ARCHIVE_FORMAT, quoteIdent, type ArchiveManifest } from "./backup-archive-format";
import { publicSequences, publicTables } from "./backup-catalog";

export async function appVersion(): Promise<string> {
  const pkg = z
    .object({ version: z.string().min(1) })
    .parse(JSON.parse(await readFile(resolve("package.json"), "utf8")));
  return pkg.version;
}

/** `quayside-0.1.0-20261127192500_first_available_from_history-20261128T031500Z.archive.gz` */
export function backupFileName(version: string, migrationLevel: string, createdAt: Date, extension: string): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `quayside-${version}-${migrationLevel}-${stamp}.${extension}`;
}

export async function snapshotManifest(
  client: pg.Client,
  base: { appVersion: string; migrations: string[]; createdAt: Date; serverVersion: string },
): Promise<ArchiveManifest> {
  const tables = [];
  for (const table of await publicTables(client)) {
    const [row] = (await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(table.name)}`)).rows;
    tables.push({ ...table, rows: Number(row?.n ?? 0) });
  }
  return {
    format: ARCHIVE_FORMAT,
    appVersion: base.appVersion,
    migrationLevel: base.migrations.at(-1) ?? "",
    migrations: base.migrations,
    createdAt: base.createdAt.toISOString(),
    serverVersion: base.serverVersion,
    tables,
    sequences: (await publicSequences(client)).map(({ name, lastValue }) => ({ name, lastValue })),
  };
}
