// Test fixtures for integration tests: isolated workspaces with users, built with the same factories the
// demo seed and the create-admin command use.
import { randomUUID } from "node:crypto";

import { env } from "@/lib/env.mjs";
import type { Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/password-hash";
import { upsertUser, upsertWorkspace } from "@/prisma/seed/workspaces";

export const TEST_PASSWORD = "integration-password-1";

// scrypt at the production cost takes 100 ms or more per user, and the suite makes hundreds of test users: they
// share one hash of the one test password (one salt for all is harmless here, and sign-in still verifies it).
let testPasswordHash: Promise<string> | null = null;

/**
 * A workspace with users. Its settings row exists and, like the demo workspace, it runs on the seeded
 * simulated account (SIMULATOR_KEY), whose world the tests drive through `/_sim`; `simulatorKey` gives it
 * another (a `sim_ws_…` key: an account of its own), `null` none (one is made when first needed).
 */
export async function createTestWorkspace(
  roles: Role[] = ["admin", "dispatcher", "manager"],
  options: { simulatorKey?: string | null } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const workspace = await upsertWorkspace(db, `Test Drayage ${tag}`);
  const simulatorKey = options.simulatorKey === undefined ? env.SIMULATOR_KEY : options.simulatorKey;
  await db.workspaceSettings.create({ data: { workspaceId: workspace.id, simulatorKey } });
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await testPasswordHash;
  const users = await Promise.all(
    roles.map((role, index) =>
      upsertUser(db, {
        workspaceId: workspace.id,
        email: `${role}-${index}-${tag}@test.local`,
        role,
        password: TEST_PASSWORD,
        passwordHash,
      }),
    ),
  );
  return { workspace, users, tag };
}
