// What `npm start`, `npm test` and the helper scripts share: where the data lives, the server secret, and
// a database (DATABASE_URL when set, otherwise the embedded PostgreSQL).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import pg from "pg";

import { env } from "../../lib/env.mjs";

import { databaseCopyUrl } from "./database-copy-url";
import { ensureDatabase, startEmbeddedDb } from "./embedded-db";

export const DATA_DIR = resolve(env.QUAYSIDE_DATA_DIR);

export type Database = { url: string; stop: () => Promise<void>; embedded: boolean };

/**
 * The server secret. Production must set AUTH_SECRET; demo mode generates one on first start and keeps it in
 * the data folder, so sessions and encrypted keys survive restarts without any configuration.
 */
export async function resolveAuthSecret(): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.QUAYSIDE_DEMO) throw new Error("AUTH_SECRET must be set when QUAYSIDE_DEMO=false (see .env.example).");
  const file = join(DATA_DIR, "auth-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Opens the named database, starting the embedded server when DATABASE_URL is not set. */
export async function resolveDatabase(name: string, log: (line: string) => void = console.log): Promise<Database> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    if (name !== "quayside") url.pathname = `/${name}`;
    return { url: url.toString(), stop: async () => undefined, embedded: false };
  }
  const server = await startEmbeddedDb({ dataDir: join(DATA_DIR, "pg"), port: env.EMBEDDED_PG_PORT, log });
  await ensureDatabase(server.url("postgres"), name);
  return { url: server.url(name), stop: server.stop, embedded: true };
}

/** Runs `work` on a connection to the `postgres` database of `url`'s server: databases are made and dropped there. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and recreates a database, for test runs that must start from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^quayside_(test|e2e|bench)\w*$/.test(name))
    throw new Error(`Refusing to recreate database "${name}": not a test database`);
  await onServer(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/**
 * Copies a prepared test database (migrated, perhaps seeded) to `copies` databases named `<name>_<suffix><n>`,
 * n from 1, dropping any old copy first; returns their URLs. Runs that work in parallel give each worker one.
 */
export async function copyDatabase(url: string, suffix: string, copies: number): Promise<string[]> {
  const name = new URL(url).pathname.slice(1);
  if (!/^quayside_(test|e2e)\w*$/.test(name))
    throw new Error(`Refusing to copy database "${name}": not a test database`);
  return onServer(url, async (client) => {
    // A template must have no other session. The migration engine's and the seed's connections may still be
    // closing when their callers return; nothing else uses a test database being copied.
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    const urls: string[] = [];
    for (let n = 1; n <= copies; n += 1) {
      const copy = databaseCopyUrl(url, suffix, n);
      const copyName = new URL(copy).pathname.slice(1);
      await client.query(`drop database if exists "${copyName}" with (force)`);
      await client.query(`create database "${copyName}" template "${name}"`);
      urls.push(copy);
    }
    return urls;
  });
}
