// Writes a Quayside archive (backup-archive-format.ts) from a connection whose transaction holds the snapshot:
// each table's rows go from COPY TO STDOUT through gzip to the file as they arrive, never a whole table in memory.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";

import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAGIC,
  columnList,
  END_PREFIX,
  quoteIdent,
  SECTION_END,
  TABLE_PREFIX,
  type ArchiveManifest,
} from "./backup-archive-format";

/**
 * Level 1: on the benchmark's data (1.6 GB of COPY text per 100,000 boxes, scripts/bench/backup-bench.ts) level 6
 * made the file 15 % smaller and took 75 % longer to compress, level 3 7 % smaller for 12 % longer.
 */
const GZIP_LEVEL = 1;

/** Writes the archive to `file`; returns the number of rows written. The manifest's counts must be the snapshot's. */
export async function writeArchive(client: pg.Client, manifest: ArchiveManifest, file: string): Promise<number> {
  const gzip = createGzip({ level: GZIP_LEVEL });
  // Owner-only: the file holds email addresses, password hashes and sessions.
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  // Awaited at the end; a disk error meanwhile stops the writes through the race below.
  written.catch(() => undefined);
  const put = async (data: string | Buffer): Promise<void> => {
    if (!gzip.write(data)) await Promise.race([once(gzip, "drain"), written]);
  };
  try {
    await put(`${ARCHIVE_MAGIC} ${ARCHIVE_FORMAT}\n${JSON.stringify(manifest)}\n`);
    let rows = 0;
    for (const table of manifest.tables) {
      await put(`${TABLE_PREFIX}${table.name}\n`);
      const copy = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columnList(table.columns)}) TO STDOUT`));
      for await (const chunk of copy as AsyncIterable<Buffer>) await put(chunk);
      // The count was taken in the same snapshot; a difference means the snapshot did not hold.
      if (copy.rowCount !== table.rows)
        throw new Error(`${table.name}: copied ${copy.rowCount} rows where the snapshot counted ${table.rows}.`);
      await put(SECTION_END);
      rows += table.rows;
    }
    await put(`${END_PREFIX}${JSON.stringify({ tables: manifest.tables.length, rows })}\n`);
    gzip.end();
    await written;
    return rows;
  } catch (error) {
    gzip.destroy();
    throw error;
  }
}
