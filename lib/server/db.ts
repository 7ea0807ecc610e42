import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

import { env } from "@/lib/env.mjs";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One client per process; Next.js dev reloads modules, so the instance is kept on globalThis. The pool is made
// here rather than by the adapter so /api/metrics can read how busy it is; the adapter still ends it on
// $disconnect (and makes a like one if the client connects again).
const globalForPrisma = globalThis as unknown as { quaysidePrisma?: PrismaClient; quaysidePool?: pg.Pool };

function createClient(): PrismaClient {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start Quayside with `npm start`, which provides the database.");
  }
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
  globalForPrisma.quaysidePool = pool;
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({ adapter, log: env.NODE_ENV === "development" ? ["warn", "error"] : ["error"] });
}

function client(): PrismaClient {
  globalForPrisma.quaysidePrisma ??= createClient();
  return globalForPrisma.quaysidePrisma;
}

/**
 * Made on first use, not on import: `next build` imports every route module to collect its configuration, and a
 * build (on a build machine, before `npm prune --omit=dev`) must not need a database URL.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value: unknown = Reflect.get(real, property, real);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});

/** This process's connections to PostgreSQL: open, idle among them, and queries waiting for one. */
export function databasePoolUse(): { total: number; idle: number; waiting: number } {
  const pool = globalForPrisma.quaysidePool;
  return { total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 };
}
