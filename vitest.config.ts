import { defineConfig } from "vitest/config";

import { INTEGRATION_WORKERS } from "./lib/testing/integration-workers";

// Two projects: `unit` runs pure code with no database; `integration` (*.int.test.ts) runs against the real
// PostgreSQL that scripts/with-db.ts starts and migrates, and exports as DATABASE_URL: its files run in
// parallel, each worker on its own copy of that database (scripts/lib/database-copy-url.ts).
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
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          exclude: ["node_modules/**"],
          environment: "node",
          maxWorkers: INTEGRATION_WORKERS,
          globalSetup: ["lib/testing/integration-global-setup.ts"],
          setupFiles: ["lib/testing/integration-worker-env.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
