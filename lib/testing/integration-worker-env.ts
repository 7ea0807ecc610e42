// Vitest setupFile of the integration project: runs in each worker before a test file imports anything, so
// lib/env.mjs reads this worker's own database. The template's URL is kept apart, because a worker process
// runs many files and this file again before each.
import { workerDatabaseUrl } from "./integration-databases";

const template = process.env.INTEGRATION_TEMPLATE_URL ?? process.env.DATABASE_URL;
const poolId = process.env.VITEST_POOL_ID;
if (template && poolId) {
  process.env.INTEGRATION_TEMPLATE_URL = template;
  process.env.DATABASE_URL = workerDatabaseUrl(template, poolId);
}
