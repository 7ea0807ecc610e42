import { env } from "../../lib/env.mjs";
import type { PrismaClient } from "../../lib/generated/prisma/client";

import { DEMO_PASSWORD, DEMO_USERS, DEMO_WORKSPACE } from "./demo-users";
import { seedDemoFreeTime } from "./seed-free-time";
import { seedDemoPerDiemTariffs } from "./seed-per-diem-tariffs";
import { seedDemoTariffs } from "./seed-tariffs";
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
  // The demo runs on the seeded simulated account (its world is the one the docs and e2e tests describe);
  // every other workspace gets an account of its own. Set once, so a demo switched to a live key keeps it.
  await db.workspaceSettings.upsert({
    where: { workspaceId: workspace.id },
    create: { workspaceId: workspace.id, simulatorKey: env.SIMULATOR_KEY },
    update: {},
  });
  await db.workspaceSettings.updateMany({
    where: { workspaceId: workspace.id, simulatorKey: null },
    data: { simulatorKey: env.SIMULATOR_KEY },
  });
  await seedDemoTariffs(db, workspace.id);
  await seedDemoPerDiemTariffs(db, workspace.id);
  await seedDemoFreeTime(db, workspace.id);
  return workspace;
}
