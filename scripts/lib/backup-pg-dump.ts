// PostgreSQL's own pg_dump and pg_restore, used when a copy new enough for the server is installed: the custom
// format they share is what a PostgreSQL administrator expects, and pg_restore can pick single tables out of it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { childEnv } from "../../lib/env.mjs";

import type { PgTool } from "./backup-pg-tools";

const run = promisify(execFile);
/** pg_restore prints a whole table's rows when asked for them as SQL. */
const MAX_OUTPUT = 256 * 1024 * 1024;

/** The URL without its password, which goes in the environment instead: argv is visible to every user in `ps`. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: childEnv(password ? { PGPASSWORD: password } : {}) };
}

async function runTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(tool.path, args, { env, maxBuffer: MAX_OUTPUT })).stdout;
  } catch (error) {
    const stderr = typeof error === "object" && error !== null && "stderr" in error ? String(error.stderr) : "";
    throw new Error(`${tool.path} failed: ${stderr.trim() || String(error)}`);
  }
}

/** Dumps the database as the exported snapshot `snapshot` sees it, in the custom format. */
export async function pgDump(tool: PgTool, url: string, snapshot: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(tool, ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Restores a custom-format dump in one transaction: on any error nothing of it stays. */
export async function pgRestore(tool: PgTool, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(tool, ["--no-owner", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file], env);
}

/** The migrations applied to the database a dump was taken from, read from its `_prisma_migrations` rows. */
export async function pgDumpMigrations(tool: PgTool, file: string): Promise<string[]> {
  const sql = await runTool(tool, ["--data-only", "--table=_prisma_migrations", "--file=-", file], childEnv({}));
  const lines = sql.split("\n");
  const header = lines.findIndex((line) => /^COPY \S*_prisma_migrations \(/.test(line));
  if (header < 0) return [];
  const columns = (/\((.*)\) FROM stdin;$/.exec(lines[header] ?? "")?.[1] ?? "").split(", ");
  const at = (name: string) => columns.indexOf(name);
  const names: string[] = [];
  for (const line of lines.slice(header + 1)) {
    if (line === "\\.") break;
    const values = line.split("\t");
    const applied = values[at("finished_at")] !== "\\N" && values[at("rolled_back_at")] === "\\N";
    const name = values[at("migration_name")];
    if (applied && name) names.push(name);
  }
  return names.sort();
}
