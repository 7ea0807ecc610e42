import "server-only";

import { getServerSession } from "next-auth";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";

import { AppError } from "@/lib/shared/app-error";
import { can, type Action } from "@/lib/domain/roles";
import type { SessionUser } from "@/lib/shared/session-api";

import { pageRead } from "../http/page-errors";

import { sessionUserFrom } from "./auth-sessions";
import { getAuthOptions } from "./options";

/** The signed-in user, read fresh from the database (once per request), or null. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> =>
  sessionUserFrom(await getServerSession(getAuthOptions())),
);

/** For route handlers and server actions: throws 401 without a session, 403 when the role may not do `action` (lib/domain/roles.ts). */
export async function requireUser(action?: Action): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AppError("unauthorized", "Sign in to continue.");
  if (action && !can(user, action)) throw new AppError("forbidden", "Your role does not allow this.");
  return user;
}

/**
 * For pages: redirects to sign-in without a session, renders the 403 page when the role may not do `action`. With the
 * database away it throws the error the page's error boundary shows as "database not reachable"
 * (lib/server/http/page-errors.ts), not a bare 500.
 */
export async function requirePageUser(action?: Action): Promise<SessionUser> {
  const user = await pageRead(getSessionUser());
  if (!user) redirect("/sign-in");
  if (action && !can(user, action)) forbidden();
  return user;
}
