import type { PrismaClient } from "../../lib/generated/prisma/client";

import { DEMO_PASSWORD, DEMO_USERS, DEMO_WORKSPACE } from "./demo-users";
import { seedDemoPerDiemTariffs } from "./per-diem-tariffs";
import { seedDemoTariffs } from "./tariffs";
import { upsertUser, upsertWorkspace } from "./workspaces";

/** The demo workspace and its three users. Idempotent: safe at every start. */
export async function seedDemo(db: PrismaClient) {
  const workspace = await upsertWorkspace(db, DEMO_WORKSPACE);
  const existing = await db.user.count({ where: { workspaceId: workspace.id } });
  // Re-seeding must not reset passwords or roles that people changed in the demo.
  if (existing === 0) {
    for (const user of DEMO_USERS)
      await upsertUser(db, { workspaceId: workspace.id, password: DEMO_PASSWORD, ...user });
  }
  await seedDemoTariffs(db, workspace.id);
  await seedDemoPerDiemTariffs(db, workspace.id);
  return workspace;
}
