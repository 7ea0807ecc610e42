// Data for the end-to-end run: the demo workspace plus a second, unrelated workspace, so tests can prove
// that one workspace never sees or changes another's data.
import { db } from "../lib/server/db";
import { seedDemo } from "../prisma/seed/demo";
import { createWorkspaceWithAdmin, upsertUser } from "../prisma/seed/workspaces";

import { DEMO, OTHER } from "./fixtures/accounts";

const demo = await seedDemo(db);
// A second dispatcher on the demo workspace: the team workflow is tested with two people at once.
await upsertUser(db, {
  workspaceId: demo.id,
  email: DEMO.dispatcher2,
  name: DEMO.dispatcher2Name,
  role: "dispatcher",
  password: DEMO.password,
});
const { workspace } = await createWorkspaceWithAdmin(db, {
  workspaceName: OTHER.workspace,
  email: OTHER.admin,
  name: "Olive Other",
  password: OTHER.password,
});
await upsertUser(db, {
  workspaceId: workspace.id,
  email: OTHER.dispatcher,
  name: "Otto Other",
  role: "dispatcher",
  password: OTHER.password,
});
await db.$disconnect();
console.log("e2e: seeded demo and second workspace");
