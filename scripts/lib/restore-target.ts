// The database a restore writes into: it must be empty (no table in its public schema), or the operator says
// --force and its contents go. Nobody else may be connected: a running app or worker would write into a
// half-restored database, or hold locks the restore waits on forever.
import type pg from "pg";

import { publicTables, tablesWithRows } from "./backup-catalog";
import { withConnection } from "./backup-connection";
import { readAppliedMigrations } from "./migrations";

/**
 * The name this process's own connections carry, so the check for other sessions can leave them out: the schema
 * engine keeps its connection open a while after a migration step returns.
 */
const OWN_SESSIONS = `quayside-restore-${process.pid}`;

/** `url` with this restore's application name, for every connection the restore opens. */
export function asThisRestore(url: string): string {
  const tagged = new URL(url);
  tagged.searchParams.set("application_name", OWN_SESSIONS);
  return tagged.toString();
}

/** pg-boss's schema (lib/server/jobs/lease.ts): queued jobs belong to the contents being replaced. */
const JOBS_SCHEMA = "pgboss";

/** Why the database is not empty, in words, or null when it is. */
async function contents(client: pg.Client): Promise<string | null> {
  const tables = await publicTables(client);
  const migrations = await readAppliedMigrations(client);
  const withRows = await tablesWithRows(client, tables);
  if (withRows.length > 0) {
    const named = withRows.slice(0, 5).join(", ") + (withRows.length > 5 ? ", …" : "");
    return `it holds rows in ${withRows.length} table(s) (${named})`;
  }
  if (migrations.length > 0) return `it has Quayside's schema (migrations up to ${migrations.at(-1)}), though no rows`;
  if (tables.length > 0) return `its public schema has ${tables.length} table(s)`;
  return null;
}

async function otherSessions(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ who: string }>(
    `SELECT coalesce(nullif(application_name, ''), 'a client') || coalesce(' from ' || client_addr::text, '') AS who
     FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
       AND application_name <> $1`,
    [OWN_SESSIONS],
  );
  return rows.map((row) => row.who);
}

/** Drops everything Quayside keeps in the database: the public schema's contents and pg-boss's queues. */
export async function emptyDatabase(url: string): Promise<void> {
  await withConnection(url, async (client) => {
    await client.query("BEGIN");
    await client.query(`DROP SCHEMA IF EXISTS ${JOBS_SCHEMA} CASCADE`);
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
    await client.query("COMMIT");
  });
}

/**
 * Makes sure the target may be written: refuses a database with contents unless `force` (then empties it) and
 * one anybody else is connected to. Returns whether contents were removed.
 */
export async function prepareTarget(url: string, force: boolean): Promise<boolean> {
  const found = await withConnection(url, async (client) => {
    const what = await contents(client);
    const database = new URL(url).pathname.slice(1);
    if (what && !force)
      throw new Error(
        `Refusing to restore into database "${database}": it is not empty (${what}). Restore into an empty ` +
          `database, or add --force to replace its contents with the backup's.`,
      );
    const sessions = await otherSessions(client);
    if (sessions.length > 0)
      throw new Error(
        `Refusing to restore into database "${database}": ${sessions.length} other session(s) are connected ` +
          `(${sessions.join("; ")}). Stop the app and the worker (and any other client), then run the restore again.`,
      );
    return what;
  });
  if (!found) return false;
  await emptyDatabase(url);
  return true;
}
