// `npm test`: every check, in order of cost — lint beside the typecheck and then the unit tests, integration
// tests against real PostgreSQL (the production build made meanwhile), then Playwright end-to-end against that
// build in Chromium. Stops at the first failing stage, prints each stage's time, and ends with one summary line of all
// tests counted.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";

import { childEnv } from "../lib/env.mjs";

import { prepareE2e, runPlaywright } from "./e2e";
import { buildIfNeeded } from "./lib/build-if-needed";
import { recreateDatabase, resolveAuthSecret, resolveDatabase } from "./lib/local-runtime";
import { applyMigrations } from "./lib/migrations";
import { freePort } from "./lib/free-port";
import { run, runCaptured, stopAll } from "./lib/processes";

const REPORTS = ".data/test-reports";
type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];
/** Run last, on success and on failure: the database server this run started. */
const cleanups: (() => Promise<void>)[] = [];

/** Stops what the run started beside its stages (the build, the e2e stack), then the database server. */
async function shutdown(): Promise<void> {
  await stopAll();
  for (const cleanup of cleanups) await cleanup();
}

async function stage(name: string, body: () => Promise<number>): Promise<void> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await body();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code})`);
    summary();
    // A build or a stack started beside the stages must not outlive the run.
    await shutdown();
    process.exit(code);
  }
}

function summary(): void {
  console.log(`\nStages: ${timings.join(" · ")}`);
  console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

async function addVitest(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const report = JSON.parse(await readFile(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

async function addPlaywright(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const report = JSON.parse(await readFile(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

const node = process.execPath;
const env = childEnv({ LOG_LEVEL: "warn" });
await rm(REPORTS, { recursive: true, force: true });
await mkdir(REPORTS, { recursive: true });

// `npm run lint`: formatting first (Prettier, print width 120), then ESLint, then unused files and exports
// (knip) and file names given twice. Both caches are by content under node_modules/.cache (a fresh clone has
// none): ESLint lints a file again when it changes, so a finding that another file's types cause (a function
// turned async) waits for that file's next change on a machine that linted before; CI always lints all.
const ESLINT_CACHE = "--cache-location=node_modules/.cache/eslint/";
const ESLINT_STEP = [
  "node_modules/eslint/bin/eslint.js",
  "--max-warnings=0",
  "--cache",
  "--cache-strategy=content",
  ESLINT_CACHE,
  ".",
];
/** The rest of `npm run lint`, run here in the other lane (see below): ESLint alone is the longest step. */
const OTHER_LINT_STEPS = [
  ["node_modules/prettier/bin/prettier.cjs", "--check", "--cache", "--log-level=warn", "."],
  ["node_modules/knip/bin/knip.js"],
  ["--import", "tsx", "scripts/check-file-names.ts"],
];

/** One part of the first stage, its output kept and printed whole when it ends, so the two never interleave. */
async function part(name: string, steps: string[][]): Promise<number> {
  const started = Date.now();
  for (const args of steps) {
    const { code, output } = await runCaptured(node, args, env);
    if (output.trim()) console.log(output.trimEnd());
    if (code !== 0) {
      console.log(`${name}: failed after ${((Date.now() - started) / 1000).toFixed(1)}s`);
      return code;
    }
  }
  console.log(`${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return 0;
}

/** The production build the end-to-end stage needs, started once the typecheck has passed on these sources. */
function startBuild(): Promise<number> {
  return buildIfNeeded(
    childEnv({
      // Server modules want a database URL when the build loads them; it connects to none.
      DATABASE_URL: "postgresql://build@127.0.0.1:9/quayside_build",
      AUTH_SECRET,
      // The typecheck has just passed on these very sources, so the build skips its own.
      QUAYSIDE_BUILD_TYPECHECKED: "true",
      LOG_LEVEL: "warn",
    }),
    (line) => console.log(line),
    { quiet: true },
  ).then(
    () => 0,
    (error: unknown) => {
      console.error(error);
      return 1;
    },
  );
}

async function unitTests(): Promise<number> {
  const started = Date.now();
  const code = await run(
    node,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--project",
      "unit",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
    env,
  );
  await addVitest(`${REPORTS}/unit.json`);
  console.log(`unit: ${code === 0 ? "passed" : "failed"} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return code;
}

const AUTH_SECRET = await resolveAuthSecret();
let building: Promise<number> = Promise.resolve(1);
// Two lanes, one per core of this machine: ESLint (type-aware, the longest single step) in one; the typecheck,
// the unit tests and the rest of the lint (formatting, unused exports, file names) in the other. The production build the end-to-end stage needs
// starts as soon as the typecheck has passed and fills what the lanes leave idle; it goes on beside the
// integration stage, which spends much of its time waiting. Lint output is kept and printed whole when it ends,
// so it never interleaves with the unit tests'.
await stage("lint, typecheck and unit", async () => {
  const codes = await Promise.all([
    part("eslint", [ESLINT_STEP]),
    (async () => {
      const typed = await part("typecheck", [["node_modules/typescript/bin/tsc", "--noEmit"]]);
      if (typed !== 0) return typed;
      building = startBuild();
      const tested = await unitTests();
      if (tested !== 0) return tested;
      return part("formatting, unused exports, file names", OTHER_LINT_STEPS);
    })(),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
});
// One database server for the integration and end-to-end stages, started here and stopped at the very end: the
// end-to-end stacks are made ready (seeded, started, past their first backfill) while the integration tests run.
const db = await resolveDatabase("quayside_test");
cleanups.push(db.stop);
const e2eReady = prepareE2e({ typechecked: true, built: building.then((code) => code === 0) });
await stage("integration (PostgreSQL)", async () => {
  await recreateDatabase(db.url);
  await applyMigrations(db.url);
  // Tests serve their simulators on free ports (lib/testing/serve-simulator.ts). The default URL points at a
  // free port too, where nothing answers: no test can read a running `npm start`'s simulator by accident.
  const testEnv = childEnv({
    DATABASE_URL: db.url,
    AUTH_SECRET,
    LOG_LEVEL: "warn",
    SIMULATOR_URL: `http://127.0.0.1:${await freePort()}/v2`,
  });
  const code = await run(
    node,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--project",
      "integration*",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/integration.json`,
    ],
    testEnv,
  );
  await addVitest(`${REPORTS}/integration.json`);
  return code;
});
await stage("end-to-end (Playwright, Chromium, production build)", async () => {
  const prepared = await e2eReady;
  if (!prepared) return 1;
  cleanups.unshift(prepared.stop);
  const code = await runPlaywright(prepared);
  await addPlaywright("e2e/.artifacts/report.json");
  return code;
});
await shutdown();
summary();
