// Creates the first admin of a production deployment (which has no default users):
//   npm run create-admin -- --email you@company.com --workspace "Acme Drayage" [--name "Your Name"]
// The password is read from the terminal (or QUAYSIDE_ADMIN_PASSWORD for automation is NOT supported on
// purpose: passwords do not belong in shell history or process lists).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

import { z } from "zod";

import { createWorkspaceWithAdmin } from "../prisma/seed/workspaces";
import { db } from "../lib/server/db";

const { values } = parseArgs({ options: { email: { type: "string" }, workspace: { type: "string" }, name: { type: "string" } } });
const input = z
  .object({ email: z.string().trim().toLowerCase().email(), workspace: z.string().trim().min(2), name: z.string().trim().optional() })
  .safeParse(values);
if (!input.success) {
  console.error('usage: npm run create-admin -- --email you@company.com --workspace "Acme Drayage" [--name "Your Name"]');
  process.exit(2);
}

const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
const password = await rl.question("Password (at least 12 characters): ");
rl.close();
if (password.length < 12) {
  console.error("The password must have at least 12 characters.");
  process.exit(2);
}
const { workspace, user } = await createWorkspaceWithAdmin(db, { workspaceName: input.data.workspace, email: input.data.email, name: input.data.name, password });
console.log(`Created admin ${user.email} in workspace "${workspace.name}". Sign in at the app URL.`);
await db.$disconnect();
