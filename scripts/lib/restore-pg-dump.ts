// Restores a pg_dump custom-format file with pg_restore, when one new enough for the server is installed: the
// file holds the schema and `_prisma_migrations` too, so nothing is migrated here.
import { serverMajor } from "./backup-catalog";
import { withConnection } from "./backup-connection";
import { pgDumpMigrations, pgRestore } from "./backup-pg-dump";
import { describeFound, findPgTool } from "./backup-pg-tools";
import { leaveEmptyOnFailure, refuseNewerBackup } from "./restore-guards";
import { prepareTarget } from "./restore-target";

export async function restorePgDump(
  url: string,
  file: string,
  options: { force: boolean; pgRestore?: string },
): Promise<{ migrationLevel: string; replaced: boolean }> {
  const server = await withConnection(url, serverMajor);
  const { tool, found } = await findPgTool("pg_restore", server.major, options.pgRestore);
  if (!tool)
    throw new Error(
      `${file} is a pg_dump archive; restoring it needs pg_restore ${server.major} or newer (found: ` +
        `${describeFound(found)}). Install PostgreSQL ${server.major}'s client tools or pass --pg-restore PATH.`,
    );
  const migrations = await pgDumpMigrations(tool, file);
  if (migrations.length === 0) throw new Error(`${file} holds no Quayside database (no applied migrations).`);
  await refuseNewerBackup(migrations);
  const replaced = await prepareTarget(url, options.force);
  await leaveEmptyOnFailure(url, replaced, () => pgRestore(tool, url, file));
  return { migrationLevel: migrations.at(-1) ?? "", replaced };
}
