import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { env } from "@/lib/env.mjs";
import { endUserSessions } from "@/lib/server/auth/auth-sessions";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/password-hash";
import { assertPasswordAllowed } from "@/lib/server/password-policy";
import { AppError } from "@/lib/shared/app-error";
import type { Role } from "@/lib/domain/roles";
import type { InviteResponse, UserRow, UsersResponse } from "@/lib/shared/users-api";

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function listUsers(workspaceId: string): Promise<UsersResponse> {
  const [users, invites] = await Promise.all([
    db.user.findMany({ where: { workspaceId }, orderBy: { email: "asc" } }),
    db.invite.findMany({
      where: { workspaceId, acceptedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return {
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role,
      disabled: u.disabledAt !== null,
      lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** Creates an invitation; the link is shown once to the admin (only its hash is stored). */
export async function inviteUser(
  workspaceId: string,
  invitedById: string,
  email: string,
  role: Role,
): Promise<InviteResponse> {
  if (await db.user.findUnique({ where: { email } }))
    throw new AppError("conflict", "Someone with that email already has an account.");
  const token = randomBytes(24).toString("base64url");
  await db.invite.create({
    data: {
      workspaceId,
      email,
      role,
      invitedById,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    },
  });
  return { inviteUrl: `${env.APP_URL.replace(/\/$/, "")}/invite/${token}` };
}

export async function findOpenInvite(
  token: string,
): Promise<{ email: string; role: Role; workspaceName: string } | null> {
  const invite = await db.invite.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { workspace: { select: { name: true } } },
  });
  if (!invite || invite.acceptedAt || invite.expiresAt < new Date()) return null;
  return { email: invite.email, role: invite.role, workspaceName: invite.workspace.name };
}

export async function acceptInvite(token: string, name: string, password: string): Promise<{ email: string }> {
  const invite = await db.invite.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { workspace: { select: { name: true } } },
  });
  if (!invite || invite.acceptedAt || invite.expiresAt < new Date())
    throw new AppError("not_found", "This invitation is no longer valid. Ask an admin for a new one.");
  // Checked here, not only in the route's schema: the common-password list is the server's alone.
  assertPasswordAllowed(password, [invite.email, name, invite.workspace.name]);
  const passwordHash = await hashPassword(password);
  await db.$transaction([
    db.user.create({
      data: { workspaceId: invite.workspaceId, email: invite.email, name, role: invite.role, passwordHash },
    }),
    db.invite.update({ where: { id: invite.id }, data: { acceptedAt: new Date() } }),
  ]);
  return { email: invite.email };
}

/** Changes a user's role or access. Scoped by workspace: another workspace's id is simply not found. */
export async function updateUser(
  workspaceId: string,
  actorId: string,
  userId: string,
  change: { role?: Role; disabled?: boolean },
): Promise<UserRow> {
  const target = await db.user.findFirst({ where: { id: userId, workspaceId } });
  if (!target) throw new AppError("not_found", "No such user in this workspace.");
  const losesAdmin =
    target.role === "admin" && ((change.role !== undefined && change.role !== "admin") || change.disabled === true);
  if (losesAdmin) {
    const admins = await db.user.count({ where: { workspaceId, role: "admin", disabledAt: null } });
    if (admins <= 1) throw new AppError("conflict", "A workspace needs at least one active admin.");
  }
  if (userId === actorId && change.disabled === true)
    throw new AppError("conflict", "You cannot disable your own account.");
  const updated = await db.user.update({
    where: { id: target.id },
    data: {
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? new Date() : null }),
    },
  });
  // Ended, not merely refused while disabled: enabling the account again must not revive an old cookie.
  if (change.disabled === true) await endUserSessions(target.id);
  return {
    id: updated.id,
    email: updated.email,
    name: updated.name,
    role: updated.role,
    disabled: updated.disabledAt !== null,
    lastSignInAt: updated.lastSignInAt?.toISOString() ?? null,
  };
}

export async function revokeInvite(workspaceId: string, inviteId: string): Promise<void> {
  const { count } = await db.invite.deleteMany({ where: { id: inviteId, workspaceId, acceptedAt: null } });
  if (count === 0) throw new AppError("not_found", "No such invitation in this workspace.");
}
