// Runs a command with DATABASE_URL (and AUTH_SECRET) pointing at a migrated database:
//   tsx scripts/with-db.ts [--database NAME] [--fresh] <command...>
// --fresh recreates the database first (test databases only).
import { spawn } from "node:child_process";

import { childEnv } from "../lib/env.mjs";

import { recreateDatabase, resolveAuthSecret, resolveDatabase } from "./lib/local-runtime";
import { applyMigrations } from "./lib/migrations";

const args = process.argv.slice(2);
let database = "quayside";
let fresh = false;
while (args[0]?.startsWith("--")) {
  const flag = args.shift();
  if (flag === "--database") database = args.shift() ?? database;
  else if (flag === "--fresh") fresh = true;
}
if (args.length === 0) {
  console.error("usage: tsx scripts/with-db.ts [--database NAME] [--fresh] <command...>");
  process.exit(2);
}

const db = await resolveDatabase(database);
if (fresh) await recreateDatabase(db.url);
const applied = await applyMigrations(db.url);
if (applied.length > 0) console.log(`db: applied ${applied.length} migration(s): ${applied.join(", ")}`);

const [command, ...rest] = args as [string, ...string[]];
const child = spawn(command, rest, {
  stdio: "inherit",
  env: childEnv({
    DATABASE_URL: db.url,
    AUTH_SECRET: await resolveAuthSecret(),
    NODE_OPTIONS: "--conditions=react-server",
  }),
});
const code: number = await new Promise((done) => child.on("exit", (status) => done(status ?? 1)));
await db.stop();
process.exit(code);
