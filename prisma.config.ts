import { defineConfig } from "prisma/config";

import { env } from "./lib/env.mjs";

// Quayside applies migrations itself (scripts/lib/migrations.ts); the URL only matters for Prisma CLI
// commands that touch a database, so a fresh clone without DATABASE_URL still generates the client.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: env.DATABASE_URL ?? `postgresql://quayside:quayside@127.0.0.1:${env.EMBEDDED_PG_PORT}/quayside` },
});
