import { defineConfig } from "prisma/config";

// Prisma 7 does not read .env; the URL only matters for CLI commands that touch a database, and Quayside
// applies migrations itself (scripts/db-migrate.ts), so a placeholder keeps a fresh clone working.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://quayside@127.0.0.1:54329/quayside" },
});
