// Applies prisma/migrations to a database (what `prisma migrate deploy` does) and produces migration SQL
// from schema differences, all offline through the WebAssembly schema engine.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import type { MigrationList } from "@prisma/schema-engine-wasm";

import { openSchemaEngine } from "./schema-engine";

export const SCHEMA_PATH = resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = resolve("prisma/migrations");
const NO_FILTERS = { externalTables: [], externalEnums: [] };

export async function loadMigrationList(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const names = existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
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

/** Applies every migration not yet applied; returns the names it applied. */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const result = await engine.applyMigrations({ migrationsList: await loadMigrationList(), filters: NO_FILTERS });
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
