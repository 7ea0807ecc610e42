// What every restore checks before and after it writes: a backup from a newer Quayside is refused untouched, and
// a restore that fails once the target was emptied empties it again, so it is whole or not there at all.
import { knownMigrationNames } from "./migrations";
import { emptyDatabase } from "./restore-target";

/** Refuses a backup whose database had a migration this code does not know: it is from a newer Quayside. */
export async function refuseNewerBackup(migrations: string[]): Promise<void> {
  const known = new Set(await knownMigrationNames());
  const unknown = migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(
      `This backup is from a newer version of Quayside: its database has migration(s) this code does not know ` +
        `(${unknown.join(", ")}). Nothing was changed. Restore it with a Quayside that has them (the version in ` +
        `the file's name, or newer), or restore a backup taken with this version.`,
    );
}

export async function leaveEmptyOnFailure<T>(url: string, replaced: boolean, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await emptyDatabase(url);
    const reason = error instanceof Error ? error.message : String(error);
    const before = replaced ? " (--force had removed its previous contents)" : "";
    throw new Error(`Restore failed: ${reason} The database was left empty${before}.`, { cause: error });
  }
}
