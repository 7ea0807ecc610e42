// Creates the first admin of a production deployment (which has no default users):
//   npm run create-admin -- --email you@company.com --workspace "Acme Drayage" [--name "Your Name"]
// The password is read from the terminal without echo (or the first line of a pipe); never from an argument
// or a variable, where it would land in shell history or process lists.
import { parseArgs } from "node:util";

import { z } from "zod";

import { db } from "../lib/server/db";
import { passwordProblem } from "../lib/server/password-policy";
import { personNameSchema, workspaceNameSchema } from "../lib/validations/names";
import { createWorkspaceWithAdmin } from "../prisma/seed/workspaces";

import { askHidden } from "./lib/ask-hidden";

const { values } = parseArgs({
  options: { email: { type: "string" }, workspace: { type: "string" }, name: { type: "string" } },
});
const input = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    workspace: workspaceNameSchema,
    name: personNameSchema.optional(),
  })
  .safeParse(values);
if (!input.success) {
  for (const issue of input.error.issues) console.error(`--${issue.path.join(".")}: ${issue.message}`);
  console.error(
    'usage: npm run create-admin -- --email you@company.com --workspace "Acme Drayage" [--name "Your Name"]',
  );
  process.exit(2);
}

if (await db.user.findUnique({ where: { email: input.data.email } })) {
  console.error(`${input.data.email} already has an account; an admin can change its role in Settings.`);
  process.exit(1);
}
const password = await askHidden("Password (at least 12 characters, not a common one): ");
const problem = passwordProblem(password, [input.data.email, input.data.workspace, input.data.name ?? ""]);
if (problem) {
  console.error(problem);
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
