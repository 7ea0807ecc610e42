import "server-only";

import { withinDatabaseTimeout } from "@/lib/server/database-health";
import { db } from "@/lib/server/db";
import { isDraining } from "@/lib/server/http/draining";
import { HEARTBEAT_EVERY_MS } from "@/lib/server/jobs/heartbeat";

import { knownMigrations } from "./known-migrations";

/** Three missed beats: a worker this quiet is frozen or gone. */
export const WORKER_STALE_SECONDS = (HEARTBEAT_EVERY_MS * 3) / 1000;

export type Readiness = {
  ready: boolean;
  draining: boolean;
  database: { ok: boolean };
  migrations: { ok: boolean; pending: string[]; unknown: string[] };
  /** Not part of `ready`: the app serves the cache without a worker. Its age is for monitoring. */
  worker: { status: "ok" | "stale" | "none"; workers: number; newestBeatAgeSeconds: number | null };
};

/**
 * Whether this app process should get traffic: the database answers, its schema is exactly this code's (no
 * migration pending, none unknown), and the process is not shutting down. The worker's heartbeat is reported
 * beside it but does not decide it: without a worker the board still serves the cache (and says how old).
 */
export async function readiness(): Promise<Readiness> {
  const draining = isDraining();
  const none: Readiness["worker"] = { status: "none", workers: 0, newestBeatAgeSeconds: null };
  try {
    const [applied, workers] = await withinDatabaseTimeout(
      Promise.all([
        db.$queryRaw<{ name: string }[]>`
          SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        db.$queryRaw<{ workers: number; age: number | null }[]>`
          SELECT count(*)::int AS workers, extract(epoch FROM now() - max(beat_at))::float8 AS age
          FROM worker_heartbeats WHERE NOT stopping`,
      ]),
    );
    const known = await knownMigrations();
    const appliedNames = new Set(applied.map((row) => row.name));
    const knownNames = new Set(known);
    const pending = known.filter((name) => !appliedNames.has(name));
    const unknown = [...appliedNames].filter((name) => !knownNames.has(name)).sort();
    const beat = workers[0];
    const age = beat?.age ?? null;
    const worker: Readiness["worker"] =
      !beat || beat.workers === 0 || age === null
        ? none
        : {
            status: age <= WORKER_STALE_SECONDS ? "ok" : "stale",
            workers: beat.workers,
            newestBeatAgeSeconds: Math.round(age * 10) / 10,
          };
    const migrationsOk = pending.length === 0 && unknown.length === 0;
    return {
      ready: migrationsOk && !draining,
      draining,
      database: { ok: true },
      migrations: { ok: migrationsOk, pending, unknown },
      worker,
    };
  } catch {
    return {
      ready: false,
      draining,
      database: { ok: false },
      migrations: { ok: false, pending: [], unknown: [] },
      worker: none,
    };
  }
}
