// Runs `prisma generate` offline. The Prisma CLI tries to download its native schema engine before any
// command; generation does not need it, so we point it at a stub that exits 1 (see README "Offline").
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { childEnv } from "../lib/env.mjs";

const stubDir = join(process.cwd(), "node_modules", ".quayside");
const stub = join(stubDir, "no-schema-engine.sh");
if (!existsSync(stub)) {
  mkdirSync(stubDir, { recursive: true });
  writeFileSync(stub, "#!/bin/sh\necho 'schema engine not available offline; use npm run db:migrate' >&2\nexit 1\n");
  chmodSync(stub, 0o755);
}
const result = spawnSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: childEnv({ PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" }),
});
process.exit(result.status ?? 1);
