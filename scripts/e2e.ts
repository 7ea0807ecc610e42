// `npm run test:e2e`: Playwright in the system Chromium against the production build, on a fresh database
// with the demo data and a second workspace, with the simulated tracking service.
import { childEnv } from "../lib/env.mjs";

import { recreateDatabase, resolveAuthSecret, resolveDatabase } from "./lib/local-runtime";
import { applyMigrations } from "./lib/migrations";
import { startStack } from "./lib/app-stack";
import { freePort } from "./lib/free-port";
import { run, stopAll } from "./lib/processes";

/** `typechecked`: the caller's own typecheck of these sources passed (npm test), so the build skips its own. */
export async function runE2e(extraArgs: string[] = [], options: { typechecked?: boolean } = {}): Promise<number> {
  const log = (line: string) => console.log(line);
  const db = await resolveDatabase("quayside_e2e", log);
  try {
    await recreateDatabase(db.url);
    await applyMigrations(db.url);
    const authSecret = await resolveAuthSecret();
    const seedEnv = childEnv({
      DATABASE_URL: db.url,
      AUTH_SECRET: authSecret,
      NODE_OPTIONS: "--conditions=react-server",
      LOG_LEVEL: "warn",
    });
    if ((await run(process.execPath, ["--import", "tsx", "e2e/seed-e2e.ts"], seedEnv)) !== 0) return 1;

    // Free ports, so the run works beside `npm start` or another run; specs read them from the environment.
    const stack = await startStack({
      databaseUrl: db.url,
      authSecret,
      appPort: await freePort(),
      simulatorPort: await freePort(),
      quiet: true,
      workers: 2,
      typechecked: options.typechecked,
      log,
    });
    const code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...extraArgs], {
      ...stack.env,
      E2E_BASE_URL: stack.appUrl,
    });
    const crashed = stack.crashed();
    if (crashed.length > 0) {
      // A failing spec may be the symptom; the dead process is the cause, and a pass with it dead proves little.
      console.error(`\n✗ during the end-to-end run these exited on their own: ${crashed.join(", ")}`);
      return code === 0 ? 1 : code;
    }
    return code;
  } finally {
    await stopAll();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
