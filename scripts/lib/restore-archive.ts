// Restores a Quayside archive: reads its manifest, refuses a backup this code cannot rebuild the schema of,
// prepares the target, builds the schema by applying the migrations up to the archive's level, then loads the rows.
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MAGIC,
  manifestSchema,
  parseJson,
  type ArchiveManifest,
} from "./backup-archive-format";
import { ArchiveReader } from "./backup-archive-reader";
import { applyMigrations, knownMigrationNames } from "./migrations";
import { leaveEmptyOnFailure, refuseNewerBackup } from "./restore-guards";
import { loadArchive } from "./restore-load";
import { prepareTarget } from "./restore-target";

type Log = (line: string) => void;

async function readManifest(reader: ArchiveReader): Promise<ArchiveManifest> {
  const [word, format] = ((await reader.readLine()) ?? "").split(" ");
  if (word !== ARCHIVE_MAGIC) throw new Error("The file is gzip'd but not a Quayside archive.");
  if (Number(format) !== ARCHIVE_FORMAT)
    throw new Error(
      `The archive is in format ${format}; this Quayside reads format ${ARCHIVE_FORMAT}. Use a newer one.`,
    );
  const parsed = manifestSchema.safeParse(parseJson((await reader.readLine()) ?? ""));
  if (!parsed.success) throw new Error("The archive's manifest is damaged.");
  return parsed.data;
}

/** The schema is rebuilt from this code's migrations, so they must be exactly those the backup's database had. */
async function checkRebuildable(manifest: ArchiveManifest): Promise<void> {
  await refuseNewerBackup(manifest.migrations);
  const expected = (await knownMigrationNames()).filter((name) => name <= manifest.migrationLevel);
  const missing = expected.filter((name) => !manifest.migrations.includes(name));
  if (missing.length > 0)
    throw new Error(
      `The backup's database lacks migration(s) ${missing.join(", ")} that come before its newest; its schema ` +
        "cannot be rebuilt from this code's migrations. Nothing was changed.",
    );
}

/** Returns the rows loaded and whether --force removed the database's previous contents. */
export async function restoreArchive(
  url: string,
  file: string,
  force: boolean,
  log: Log,
): Promise<{ migrationLevel: string; rows: number; replaced: boolean }> {
  const reader = ArchiveReader.open(file);
  try {
    const manifest = await readManifest(reader);
    await checkRebuildable(manifest);
    const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `restore: Quayside ${manifest.appVersion} archive of ${manifest.createdAt}, ${manifest.migrationLevel}, ${total} rows`,
    );
    const replaced = await prepareTarget(url, force);
    const rows = await leaveEmptyOnFailure(url, replaced, async () => {
      await applyMigrations(url, { upTo: manifest.migrationLevel });
      return loadArchive(url, reader, manifest, log);
    });
    return { migrationLevel: manifest.migrationLevel, rows, replaced };
  } finally {
    await reader.close();
  }
}
