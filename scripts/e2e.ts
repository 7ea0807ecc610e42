// `npm run test:e2e`: Playwright in the system Chromium against the production build, on a fresh database
// with the demo data and a second workspace, with the simulated tracking service.
import { childEnv } from "../lib/env.mjs";

import { recreateDatabase, resolveAuthSecret, resolveDatabase } from "./lib/local-runtime";
import { applyMigrations } from "./lib/migrations";
import { run, stopAll } from "./lib/processes";
import { startStack } from "./lib/app-stack";

export async function runE2e(extraArgs: string[] = []): Promise<number> {
  const log = (line: string) => console.log(line);
  const db = await resolveDatabase("quayside_e2e", log);
  try {
    await recreateDatabase(db.url);
    await applyMigrations(db.url);
    const authSecret = await resolveAuthSecret();
    const seedEnv = childEnv({ DATABASE_URL: db.url, AUTH_SECRET: authSecret, NODE_OPTIONS: "--conditions=react-server", LOG_LEVEL: "warn" });
    if ((await run(process.execPath, ["--import", "tsx", "e2e/seed-e2e.ts"], seedEnv)) !== 0) return 1;

    const stack = await startStack({ databaseUrl: db.url, authSecret, appPort: 3100, simulatorPort: 4110, quiet: true, log });
    return await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...extraArgs], { ...stack.env, E2E_BASE_URL: stack.appUrl });
  } finally {
    await stopAll();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
