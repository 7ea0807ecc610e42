// Finds PostgreSQL's own pg_dump and pg_restore. Either works only with a server of its major version or older
// ("server version mismatch" otherwise), so each candidate is asked for its version: the one given, else the one
// on PATH and those of the usual package layouts (Debian's /usr/lib/postgresql/N/bin, RHEL's /usr/pgsql-N/bin).
import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

export type PgTool = { path: string; major: number };

const run = promisify(execFile);
const LAYOUTS: [string, RegExp][] = [
  ["/usr/lib/postgresql", /^\d+$/],
  ["/usr", /^pgsql-\d+$/],
];

async function versionOf(path: string): Promise<PgTool | null> {
  try {
    const { stdout } = await run(path, ["--version"], { timeout: 10_000 });
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    return major ? { path, major: Number(major) } : null;
  } catch {
    return null;
  }
}

async function packagedCopies(name: string): Promise<string[]> {
  const found: string[] = [];
  for (const [dir, pattern] of LAYOUTS) {
    const entries = await readdir(dir).catch(() => []);
    for (const entry of entries) if (pattern.test(entry)) found.push(join(dir, entry, "bin", name));
  }
  return found;
}

/**
 * The newest copy of `name` whose major version is at least `serverMajor`, or null with the versions that were
 * found (for the message). `given` (a --pg-dump/--pg-restore flag) is the only candidate when set.
 */
export async function findPgTool(
  name: "pg_dump" | "pg_restore",
  serverMajor: number,
  given?: string,
): Promise<{ tool: PgTool | null; found: PgTool[] }> {
  const candidates = given ? [given] : [name, ...(await packagedCopies(name))];
  const found = (await Promise.all(candidates.map(versionOf))).filter((tool): tool is PgTool => tool !== null);
  const usable = found.filter((tool) => tool.major >= serverMajor).sort((a, b) => b.major - a.major);
  return { tool: usable[0] ?? null, found };
}

/** "15 (pg_dump on PATH), 15 (/usr/lib/postgresql/15/bin/pg_dump)", or "none". */
export function describeFound(found: PgTool[]): string {
  const where = (path: string) => (path.includes("/") ? path : `${path} on PATH`);
  return found.length === 0 ? "none" : found.map((tool) => `${tool.major} (${where(tool.path)})`).join(", ");
}
