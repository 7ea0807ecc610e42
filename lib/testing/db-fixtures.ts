// Test fixtures for integration tests: isolated workspaces with users, built with the same factories the
// demo seed and the create-admin command use.
import { randomUUID } from "node:crypto";

import type { Role } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { upsertUser, upsertWorkspace } from "@/prisma/seed/workspaces";

export const TEST_PASSWORD = "integration-password-1";

export async function createTestWorkspace(roles: Role[] = ["admin", "dispatcher", "manager"]) {
  const tag = randomUUID().slice(0, 8);
  const workspace = await upsertWorkspace(db, `Test Drayage ${tag}`);
  const users = await Promise.all(
    roles.map((role, index) =>
      upsertUser(db, {
        workspaceId: workspace.id,
        email: `${role}-${index}-${tag}@test.local`,
        role,
        password: TEST_PASSWORD,
      }),
    ),
  );
  return { workspace, users, tag };
}
