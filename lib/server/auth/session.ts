import "server-only";

import { getServerSession } from "next-auth";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";

import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { Role } from "@/lib/shared/roles";

import { getAuthOptions } from "./options";

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  workspaceId: string;
  workspaceName: string;
};

/** The signed-in user, read fresh from the database (once per request), or null. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(getAuthOptions());
  const userId = (session as { userId?: unknown } | null)?.userId;
  if (typeof userId !== "string") return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, role: true, disabledAt: true, workspaceId: true, workspace: { select: { name: true } } },
  });
  if (!user || user.disabledAt) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role, workspaceId: user.workspaceId, workspaceName: user.workspace.name };
});

/** For route handlers and server actions: throws 401 without a session, 403 without one of `roles`. */
export async function requireUser(roles?: readonly Role[]): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AppError("unauthorized", "Sign in to continue.");
  if (roles && !roles.includes(user.role)) throw new AppError("forbidden", "Your role does not allow this.");
  return user;
}

/** For pages: redirects to sign-in without a session, renders the 403 page without one of `roles`. */
export async function requirePageUser(roles?: readonly Role[]): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  if (roles && !roles.includes(user.role)) forbidden();
  return user;
}
