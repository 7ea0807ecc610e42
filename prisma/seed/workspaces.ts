// Reusable factories for workspaces and users: the demo seed, the create-admin command and the tests use
// the same code, so what tests create is what production creates.
import { hashPassword } from "../../lib/server/password-hash";
import type { PrismaClient, Role } from "../../lib/generated/prisma/client";

export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "workspace"
  );
}

export async function upsertWorkspace(db: PrismaClient, name: string) {
  const slug = slugify(name);
  return db.workspace.upsert({ where: { slug }, create: { name, slug }, update: {} });
}

/** Creates or updates a user by email (idempotent for re-seeding). */
export async function upsertUser(
  db: PrismaClient,
  input: {
    workspaceId: string;
    email: string;
    name?: string;
    role: Role;
    password: string;
    /** A hash of `password` made earlier (test fixtures hash their one shared password once, not per user). */
    passwordHash?: string;
  },
) {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password));
  return db.user.upsert({
    where: { email: input.email },
    create: {
      workspaceId: input.workspaceId,
      email: input.email,
      name: input.name ?? null,
      role: input.role,
      passwordHash,
    },
    update: { workspaceId: input.workspaceId, role: input.role, passwordHash, disabledAt: null },
  });
}

export async function createWorkspaceWithAdmin(
  db: PrismaClient,
  input: { workspaceName: string; email: string; name?: string; password: string },
) {
  const workspace = await upsertWorkspace(db, input.workspaceName);
  const user = await upsertUser(db, {
    workspaceId: workspace.id,
    email: input.email,
    name: input.name,
    role: "admin",
    password: input.password,
  });
  return { workspace, user };
}
