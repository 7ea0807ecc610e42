import "server-only";

import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { UserRef } from "@/lib/shared/work-api";

import type { DbClient } from "./db-client";

const REF = { id: true, name: true, email: true } as const;

export const toUserRef = (user: { id: string; name: string | null; email: string }): UserRef => ({
  id: user.id,
  name: user.name,
  email: user.email,
});

/** Users of the workspace who can be assigned or mentioned (not disabled). */
export async function activeUsers(client: DbClient, workspaceId: string): Promise<UserRef[]> {
  return client.user.findMany({ where: { workspaceId, disabledAt: null }, select: REF, orderBy: { email: "asc" } });
}

/** Users of the workspace by id, disabled ones included (a past mention or assignment still shows a name). */
export async function usersById(
  client: DbClient,
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, UserRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await client.user.findMany({ where: { workspaceId, id: { in: unique } }, select: REF });
  return new Map(users.map((user) => [user.id, user]));
}

/** An assignee must be an active user of the same workspace: anyone else is a 400, not a silent no-op. */
export async function requireAssignee(
  client: DbClient,
  workspaceId: string,
  id: string | null,
): Promise<UserRef | null> {
  if (id === null) return null;
  const user = await client.user.findFirst({ where: { id, workspaceId, disabledAt: null }, select: REF });
  if (!user)
    throw new AppError("bad_request", "That assignee is not an active user of this workspace.", {
      details: [{ path: "assigneeId", message: "Unknown or disabled user." }],
    });
  return user;
}

/** Everyone of the workspace, disabled users included (the Activity filter lists whoever may appear in it). */
export async function allUsers(workspaceId: string): Promise<UserRef[]> {
  return db.user.findMany({ where: { workspaceId }, select: REF, orderBy: { email: "asc" } });
}
