// `npm run test:e2e`: Playwright in the system Chromium against the production build, on fresh databases with
// the demo data and a second workspace, with the simulated tracking service. One stack (database, simulated
// service, app, workers) per Playwright worker, so spec files run in parallel without sharing a world.
import { randomInt } from "node:crypto";

import { childEnv, env } from "../lib/env.mjs";

import { startStack, type Stack } from "./lib/app-stack";
import { buildIfNeeded } from "./lib/build-if-needed";
import { freePort } from "./lib/free-port";
import { copyDatabase, recreateDatabase, resolveAuthSecret, resolveDatabase } from "./lib/local-runtime";
import { applyMigrations } from "./lib/migrations";
import { run, stopAll } from "./lib/processes";
import { waitForBackfill } from "./lib/wait-for-backfill";

/**
 * Stacks, and so Playwright workers: E2E_WORKERS, default 1. Measured on this 2-core machine, two stacks (each an
 * app, two workers, a simulator and a Chromium) drove the load average to 13 and made every spec 2 to 4 times
 * slower, with timeouts: a second stack pays only on a machine with cores to spare (E2E_WORKERS=2 on 4 or more).
 */
function stackCount(): number {
  return env.E2E_WORKERS ?? 1;
}

export type E2eStacks = { stacks: Stack[]; stop: () => Promise<void> };

/**
 * The seeded databases and one stack per Playwright worker, each past its first backfill; null when a step failed
 * (its output is printed). `built`: a production build the caller started (npm test), otherwise this one builds
 * when the sources changed. `typechecked`: the caller's own typecheck of these sources passed, so a build skips its
 * own.
 */
export async function prepareE2e(
  options: { typechecked?: boolean; built?: Promise<boolean> } = {},
): Promise<E2eStacks | null> {
  const log = (line: string) => console.log(line);
  const db = await resolveDatabase("quayside_e2e", log);
  const fail = async (error: unknown): Promise<null> => {
    console.error(error);
    await stopAll();
    await db.stop();
    return null;
  };
  try {
    const authSecret = await resolveAuthSecret();
    // The build loads server modules, which want a database URL; it connects to none.
    const buildEnv = childEnv({ DATABASE_URL: db.url, AUTH_SECRET: authSecret, LOG_LEVEL: "warn" });
    // The build and the seeded database are made side by side; the copies wait for the seed.
    const [built, urls] = await Promise.all([
      options.built ??
        buildIfNeeded(options.typechecked ? { ...buildEnv, QUAYSIDE_BUILD_TYPECHECKED: "true" } : buildEnv, log).then(
          () => true,
          (error: unknown) => {
            console.error(error);
            return false;
          },
        ),
      seedDatabases(db.url, authSecret, stackCount()),
    ]);
    if (!built || urls === null) return await fail("e2e: the build or the seed failed");

    // Free ports, so the run works beside `npm start` or another run; specs read them from E2E_STACKS.
    const stacks: Stack[] = [];
    for (const [index, databaseUrl] of urls.entries())
      stacks.push(
        await startStack({
          databaseUrl,
          authSecret,
          appPort: await freePort(),
          simulatorPort: await freePort(),
          quiet: env.E2E_STACK_LOGS !== "1",
          // Two workers on the first stack, so every flow there proves exactly-once delivery across workers.
          workers: index === 0 ? 2 : 1,
          typechecked: options.typechecked,
          log: (line) => log(`[stack ${index}] ${line}`),
        }),
      );
    const waited = await Promise.all(stacks.map((stack, index) => waitForBackfill(urls[index] ?? "", stack)));
    log(`e2e: ${stacks.length} stack(s) up, first backfill done in ${(Math.max(...waited) / 1000).toFixed(1)}s`);
    return { stacks, stop: db.stop };
  } catch (error) {
    return fail(error);
  }
}

/** Playwright in Chromium against prepared stacks; its exit code, or 1 when a stack's process died meanwhile. */
export async function runPlaywright({ stacks }: E2eStacks, extraArgs: string[] = []): Promise<number> {
  // The numbers specs draw (e2e/fixtures/seeded-numbers.ts) come from this seed, never from the clock.
  const seed = env.E2E_SEED ?? randomInt(2 ** 31);
  console.log(`e2e: ${stacks.length} stack(s), one per Playwright worker; seed ${seed}`);
  const code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...extraArgs], {
    ...(stacks[0]?.env ?? childEnv({})),
    E2E_STACKS: JSON.stringify(stacks.map(({ appUrl, simulatorUrl }) => ({ appUrl, simulatorUrl }))),
    E2E_SEED: String(seed),
  });
  if (code !== 0)
    console.error(`\ne2e: this run's seed was ${seed}; E2E_SEED=${seed} draws the same test numbers again`);
  const crashed = stacks.flatMap((stack, index) => stack.crashed().map((name) => `stack ${index}: ${name}`));
  if (crashed.length > 0) {
    // A failing spec may be the symptom; the dead process is the cause, and a pass with it dead proves little.
    console.error(`\n✗ during the end-to-end run these exited on their own: ${crashed.join(", ")}`);
    return code === 0 ? 1 : code;
  }
  return code;
}

/** `npm run test:e2e`: prepare, run, and stop everything it started. */
export async function runE2e(extraArgs: string[] = []): Promise<number> {
  const prepared = await prepareE2e();
  if (!prepared) return 1;
  try {
    return await runPlaywright(prepared, extraArgs);
  } finally {
    await stopAll();
    await prepared.stop();
  }
}

/** The seeded database and its copies, one per stack; null when migrating or seeding failed. */
async function seedDatabases(url: string, authSecret: string, count: number): Promise<string[] | null> {
  await recreateDatabase(url);
  await applyMigrations(url);
  const seedEnv = childEnv({
    DATABASE_URL: url,
    AUTH_SECRET: authSecret,
    NODE_OPTIONS: "--conditions=react-server",
    LOG_LEVEL: "warn",
  });
  if ((await run(process.execPath, ["--import", "tsx", "e2e/seed-e2e.ts"], seedEnv)) !== 0) return null;
  return copyDatabase(url, "s", count);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
