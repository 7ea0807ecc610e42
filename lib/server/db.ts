import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";

import { env } from "@/lib/env.mjs";
import { PrismaClient } from "@/lib/generated/prisma/client";

// One client per process; Next.js dev reloads modules, so the instance is kept on globalThis.
const globalForPrisma = globalThis as unknown as { quaysidePrisma?: PrismaClient };

function createClient(): PrismaClient {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start Quayside with `npm start`, which provides the database.");
  }
  const adapter = new PrismaPg({ connectionString: env.DATABASE_URL, max: 10 });
  return new PrismaClient({ adapter, log: env.NODE_ENV === "development" ? ["warn", "error"] : ["error"] });
}

export const db: PrismaClient = globalForPrisma.quaysidePrisma ?? createClient();
if (env.NODE_ENV !== "production") globalForPrisma.quaysidePrisma = db;
