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
