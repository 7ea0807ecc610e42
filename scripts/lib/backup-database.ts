// `npm run backup`: one consistent copy of the database in a file. With a pg_dump new enough for the server, its
// custom format; otherwise (the embedded PostgreSQL ships no pg_dump) a Quayside archive. Either way everything
// is read in one REPEATABLE READ snapshot, so a box's history, days and notes are those of one instant even while
// the app and worker keep writing.
import { open, mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";

import { writeArchive } from "./backup-archive-writer";
import { serverMajor } from "./backup-catalog";
import { openConnection } from "./backup-connection";
import { appVersion, backupFileName, snapshotManifest } from "./backup-manifest";
import { pgDump } from "./backup-pg-dump";
import { describeFound, findPgTool } from "./backup-pg-tools";
import { readAppliedMigrations } from "./migrations";

export type BackupFormat = "auto" | "archive" | "pg_dump";

export type BackupResult = {
  file: string;
  bytes: number;
  format: "archive" | "pg_dump";
  /** Rows written (a Quayside archive counts them; pg_dump does not say). */
  rows: number | null;
  tables: number | null;
  seconds: number;
  /** Why the archive format was chosen, when a pg_dump was looked for. */
  note: string | null;
};

/**
 * Flushes the file to disk before it gets its final name (a name without `.partial` means a whole backup), readable
 * by its owner only: it holds email addresses, password hashes and sessions.
 */
async function finish(partial: string, file: string): Promise<void> {
  const handle = await open(partial, "r+");
  await handle.chmod(0o600);
  await handle.sync().finally(() => handle.close());
  await rename(partial, file);
}

export async function backupDatabase(options: {
  url: string;
  outDir: string;
  format?: BackupFormat;
  pgDump?: string;
}): Promise<BackupResult> {
  const started = performance.now();
  const format = options.format ?? "auto";
  const client = await openConnection(options.url);
  let partial: string | null = null;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migrations = await readAppliedMigrations(client);
    const level = migrations.at(-1);
    if (!level)
      throw new Error("The database has no Quayside schema (no migration applied): there is nothing to back up.");
    const server = await serverMajor(client);
    const search = format === "archive" ? null : await findPgTool("pg_dump", server.major, options.pgDump);
    const tool = search?.tool ?? null;
    if (format === "pg_dump" && !tool)
      throw new Error(
        `--format pg_dump needs pg_dump ${server.major} or newer; found: ${describeFound(search?.found ?? [])}.`,
      );
    const note =
      search && !tool
        ? `no pg_dump ${server.major} or newer (found: ${describeFound(search.found)}), so a Quayside archive`
        : null;

    const createdAt = new Date();
    const version = await appVersion();
    await mkdir(options.outDir, { recursive: true });
    const file = join(options.outDir, backupFileName(version, level, createdAt, tool ? "dump" : "archive.gz"));
    partial = `${file}.partial`;
    let rows: number | null = null;
    let tables: number | null = null;
    if (tool) {
      // pg_dump reads through its own connection; the exported snapshot makes it see exactly what this one does.
      const [row] = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows;
      await pgDump(tool, options.url, row?.id ?? "", partial);
    } else {
      const manifest = await snapshotManifest(client, {
        appVersion: version,
        migrations,
        createdAt,
        serverVersion: server.version,
      });
      rows = await writeArchive(client, manifest, partial);
      tables = manifest.tables.length;
    }
    await finish(partial, file);
    partial = null;
    await client.query("COMMIT");
    return {
      file,
      bytes: (await stat(file)).size,
      format: tool ? "pg_dump" : "archive",
      rows,
      tables,
      seconds: (performance.now() - started) / 1000,
      note,
    };
  } finally {
    if (partial) await rm(partial, { force: true });
    await client.end();
  }
}
