// Applies prisma/migrations to a database (what `prisma migrate deploy` does) and produces migration SQL
// from schema differences, all offline through the WebAssembly schema engine.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import type { MigrationList } from "@prisma/schema-engine-wasm";
import pg from "pg";

import { openSchemaEngine } from "./schema-engine";

export const SCHEMA_PATH = resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = resolve("prisma/migrations");
const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** The names of the migrations this code has, oldest first. */
export async function knownMigrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
}

/**
 * The migrations to apply; with `upTo`, only those up to and including that one (a restore rebuilds the schema
 * its archive was taken at, and the upgrade test starts from an earlier schema).
 */
export async function loadMigrationList(dir = MIGRATIONS_DIR, upTo?: string): Promise<MigrationList> {
  const known = await knownMigrationNames(dir);
  if (upTo !== undefined && !known.includes(upTo)) throw new Error(`Unknown migration "${upTo}" (not in ${dir}).`);
  const names = upTo === undefined ? known : known.filter((name) => name <= upTo);
  const lockPath = join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockPath) ? await readFile(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: { tag: "ok" as const, value: await readFile(join(dir, name, "migration.sql"), "utf8") },
        },
      })),
    ),
  };
}

/** The migrations applied to the database on `client`, oldest first (none before its first migration). */
export async function readAppliedMigrations(client: pg.Client): Promise<string[]> {
  const [table] = (
    await client.query<{ found: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS found")
  ).rows;
  if (!table?.found) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * Refuses a database that a newer Quayside has migrated: applying this code's migrations to it would run code
 * that does not know its schema, and moving it back is not something migrations do.
 */
async function assertDatabaseNotNewer(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied = await readAppliedMigrations(client).finally(() => client.end());
  const known = new Set(await knownMigrationNames());
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  throw new Error(
    `The database is newer than this code: it has migration(s) this version of Quayside does not know ` +
      `(${unknown.join(", ")}). Nothing was changed. Upgrade Quayside to a version that has them or restore a ` +
      `backup taken with this version.`,
  );
}

/**
 * Applies every migration not yet applied (with `upTo`, only those up to that one); returns the names it applied.
 * Checks first that the database is not newer than the code.
 */
export async function applyMigrations(databaseUrl: string, options: { upTo?: string } = {}): Promise<string[]> {
  await assertDatabaseNotNewer(databaseUrl);
  const migrationsList = await loadMigrationList(MIGRATIONS_DIR, options.upTo);
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const result = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

/**
 * SQL that takes a database from the `from` schema (null = empty database) to the `to` schema. The engine
 * cannot describe a live PostgreSQL 18 database, so both sides are Prisma schemas. The engine still insists on
 * a reachable server (any database on it will do); it reads nothing from it.
 */
export async function diffSchemas(databaseUrl: string, from: string | null, to: string): Promise<string> {
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const result = await engine.diff({
      from:
        from === null ? { tag: "empty" } : { tag: "schemaDatamodel", files: [{ path: "from.prisma", content: from }] },
      to: { tag: "schemaDatamodel", files: [{ path: "to.prisma", content: to }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return (result.stdout ?? "").trim();
  } finally {
    await close();
  }
}
