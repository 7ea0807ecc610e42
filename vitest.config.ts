import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

import { integrationFiles } from "./lib/testing/integration-files";
import { INTEGRATION_WORKERS } from "./lib/testing/integration-workers";

const integration = integrationFiles(new URL(".", import.meta.url).pathname);

function integrationProject(name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      isolate,
      exclude: ["node_modules/**"],
      environment: "node",
      maxWorkers: INTEGRATION_WORKERS,
      globalSetup: ["lib/testing/integration-global-setup.ts"],
      setupFiles: ["lib/testing/integration-worker-env.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

// `unit` runs pure code with no database. The integration files (*.int.test.ts) run against the real PostgreSQL
// that scripts/with-db.ts starts and migrates, and exports as DATABASE_URL: in parallel, each worker on its own
// copy of that database (scripts/lib/database-copy-url.ts). They are two projects, `integration` and
// `integration-mocking` (files that replace a module with vi.mock, which need a module graph of their own:
// lib/testing/integration-files.ts); `--project 'integration*'` runs both.
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Server-only modules are tested directly; "server-only" throws outside a React Server environment.
    alias: { "server-only": new URL("./node_modules/server-only/empty.js", import.meta.url).pathname },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "simulator/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // One module graph per worker rather than per file: the unit stage went from about 100 s to 20 s, of
          // which the import of the same modules for each of 141 files had been most. Unit files share no state
          // through modules (run with --sequence.shuffle.files to check a new one).
          isolate: false,
        },
      },
      integrationProject("integration", integration.sharing, false),
      integrationProject("integration-mocking", integration.mocking, true),
    ],
  },
});
