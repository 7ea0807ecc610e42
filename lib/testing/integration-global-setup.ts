// Vitest globalSetup of the integration project: one database per worker, copied from the migrated one.
import { copyDatabase } from "../../scripts/lib/local-runtime";
import { env } from "../env.mjs";

import { INTEGRATION_WORKERS } from "./integration-workers";

/** Set once the copies exist: both integration projects name this setup, and the second must not remake them. */
const made = globalThis as { quaysideIntegrationCopiesMade?: boolean };

export default async function setup(): Promise<void> {
  if (made.quaysideIntegrationCopiesMade) return;
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run integration tests through `npm run test:integration`");
  await copyDatabase(url, "w", INTEGRATION_WORKERS);
  made.quaysideIntegrationCopiesMade = true;
}
