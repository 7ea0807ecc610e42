// Creates the first admin of a production deployment (which has no default users):
//   npm run create-admin -- --email you@company.com --workspace "Acme Drayage" [--name "Your Name"]
// The password is read from the terminal without echo (or the first line of a pipe); never from an argument
// or a variable, where it would land in shell history or process lists.
import { parseArgs } from "node:util";

import { z } from "zod";

import { db } from "../lib/server/db";
import { createWorkspaceWithAdmin } from "../prisma/seed/workspaces";

import { askHidden } from "./lib/ask-hidden";

const { values } = parseArgs({
  options: { email: { type: "string" }, workspace: { type: "string" }, name: { type: "string" } },
});
const input = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    workspace: z.string().trim().min(2),
    name: z.string().trim().optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    'usage: npm run create-admin -- --email you@company.com --workspace "Acme Drayage" [--name "Your Name"]',
  );
  process.exit(2);
}

if (await db.user.findUnique({ where: { email: input.data.email } })) {
  console.error(`${input.data.email} already has an account; an admin can change its role in Settings.`);
  process.exit(1);
}
const password = await askHidden("Password (at least 12 characters): ");
if (password.length < 12) {
  console.error("The password must have at least 12 characters.");
  process.exit(2);
}
const { workspace, user } = await createWorkspaceWithAdmin(db, {
  workspaceName: input.data.workspace,
  email: input.data.email,
  name: input.data.name,
  password,
});
console.log(`Created admin ${user.email} in workspace "${workspace.name}". Sign in at the app URL.`);
await db.$disconnect();
