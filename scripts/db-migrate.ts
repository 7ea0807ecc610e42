// Applies pending migrations to DATABASE_URL (run through scripts/with-db.ts, which already migrates; this
// prints the state so `npm run db:migrate` is useful on its own).
import { env } from "../lib/env.mjs";

import { applyMigrations, loadMigrationList } from "./lib/migrations";

if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set");
const applied = await applyMigrations(env.DATABASE_URL);
const total = (await loadMigrationList()).migrationDirectories.length;
console.log(applied.length === 0 ? `db: up to date (${total} migrations)` : `db: applied ${applied.join(", ")}`);
