// Creates the next migration from the change to prisma/schema.prisma, offline:
//   npm run db:new-migration -- <name>
// The engine diffs two schemas (it cannot read a live PostgreSQL 18 catalog), so the schema as of the last
// migration is kept beside the migrations in schema-snapshot.prisma and updated here.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { resolveDatabase } from "./lib/local-runtime";
import { diffSchemas, MIGRATIONS_DIR, SCHEMA_PATH } from "./lib/migrations";

const SNAPSHOT = join(MIGRATIONS_DIR, "schema-snapshot.prisma");
const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(2);
}

const current = await readFile(SCHEMA_PATH, "utf8");
const previous = existsSync(SNAPSHOT) ? await readFile(SNAPSHOT, "utf8") : null;
const db = await resolveDatabase("postgres", () => undefined);
try {
  const sql = await diffSchemas(db.url, previous, current);
  if (sql === "" || sql === "-- This is an empty migration.") {
    console.log("No schema change since the last migration.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = join(MIGRATIONS_DIR, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "migration.sql"), `${sql}\n`);
    await writeFile(SNAPSHOT, current);
    console.log(`Created ${dir}/migration.sql`);
  }
} finally {
  await db.stop();
}
