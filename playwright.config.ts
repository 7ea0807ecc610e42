import { defineConfig, devices } from "@playwright/test";

import { env } from "./lib/env.mjs";
import { CHROMIUM_ARGS } from "./lib/shared/chromium-args";

import { STACK, STACK_COUNT } from "./e2e/fixtures/worker-stack";

// Run through `npm run test:e2e` (scripts/e2e.ts), which prepares a fresh database, the production build,
// the simulated service and the app at E2E_BASE_URL. The browser is the system Chromium: never downloaded.
export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/.artifacts/results",
  // Files run in parallel, one worker per stack (e2e/fixtures/worker-stack.ts); the tests of one file in order.
  fullyParallel: false,
  workers: STACK_COUNT,
  forbidOnly: env.CI,
  retries: 0,
  // A bound, not a wait: a test that signs in and reads eight pages took 33 s while the machine also ran another
  // stack, and each page here costs Chromium 1 to 3 s of CPU on two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "e2e/.artifacts/report.json" }]],
  use: {
    baseURL: STACK.appUrl,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Not the terminals' zones: what the board shows must never depend on the browser's zone.
    timezoneId: "Asia/Tokyo",
    locale: "en-US",
    launchOptions: {
      executablePath: env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 860 } } }],
});
