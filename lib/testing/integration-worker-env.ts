// Vitest setupFile of the integration project: runs in each worker before a test file imports anything, so
// lib/env.mjs reads this worker's own database (the copy lib/testing/integration-global-setup.ts made for it). The template's URL is kept apart, because a worker process
// runs many files and this file again before each.
import { databaseCopyUrl } from "../../scripts/lib/database-copy-url";

const template = process.env.INTEGRATION_TEMPLATE_URL ?? process.env.DATABASE_URL;
const poolId = process.env.VITEST_POOL_ID;
if (template && poolId) {
  process.env.INTEGRATION_TEMPLATE_URL = template;
  process.env.DATABASE_URL = databaseCopyUrl(template, "w", poolId);
}

// Each test file serves a simulated service of its own, but the files a worker runs share its database, where
// the upstream request budget lives (lib/server/budget). A file must not wait out a minute of requests another
// file made to another service under the same demo key: the budget starts empty, as the file's service does.
if (process.env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("DELETE FROM upstream_grants");
  } finally {
    await client.end();
  }
}
