import "server-only";

import { z } from "zod";

import { db } from "@/lib/server/db";
import { ROLES } from "@/lib/domain/roles";
import type { SessionUser } from "@/lib/shared/session-api";

// Server-side sessions behind the signed session cookie. The cookie (a next-auth JWT) carries the id of a row
// here; a request is signed in only while that row exists, so signing out, or an admin disabling the user,
// ends the session even for a copy of the cookie. One row per sign-in: signing out on one browser leaves the
// user's other browsers signed in.

/** A session lasts this long from sign-in, however often its cookie is re-issued. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

function oldestLive(now: Date): Date {
  return new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000);
}

/** Records a new session for `userId` and returns its id, for the cookie. */
export async function startAuthSession(userId: string, now = new Date()): Promise<string> {
  // Expired rows are dead weight; each sign-in clears the user's own.
  await db.authSession.deleteMany({ where: { userId, createdAt: { lte: oldestLive(now) } } });
  const row = await db.authSession.create({ data: { userId, createdAt: now }, select: { id: true } });
  return row.id;
}

/** Ends one session (signing out). Takes the raw claim from the cookie; anything but a session id is ignored. */
export async function endAuthSession(sessionId: unknown): Promise<void> {
  const parsed = z.uuid().safeParse(sessionId);
  if (parsed.success) await db.authSession.deleteMany({ where: { id: parsed.data } });
}

/** Ends every session of a user (the account was disabled). */
export async function endUserSessions(userId: string): Promise<void> {
  await db.authSession.deleteMany({ where: { userId } });
}

type SessionRow = {
  id: string;
  email: string;
  name: string | null;
  role: string;
  workspace_id: string;
  workspace_name: string;
};

// What the session callback in options.ts exposes from the cookie. A cookie from before server-side sessions
// has no session id and is refused: its owner signs in again.
const sessionClaims = z.object({ userId: z.uuid(), sessionId: z.uuid() });

/**
 * The enabled user behind a decoded next-auth session (what `getServerSession` returns), or null when there is
 * none, it was signed out or it is too old. One query: the session row joined to its user and workspace.
 */
export async function sessionUserFrom(decoded: unknown, now = new Date()): Promise<SessionUser | null> {
  const claims = sessionClaims.safeParse(decoded);
  if (!claims.success) return null;
  const { sessionId, userId } = claims.data;
  // Raw SQL because Prisma would load the user and the workspace in separate round trips.
  const rows = await db.$queryRaw<SessionRow[]>`
    SELECT u.id, u.email, u.name, u.role::text AS role, u.workspace_id, w.name AS workspace_name
    FROM auth_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN workspaces w ON w.id = u.workspace_id
    WHERE s.id = ${sessionId}::uuid AND s.user_id = ${userId}::uuid AND s.created_at > ${oldestLive(now)} AND u.disabled_at IS NULL`;
  const row = rows[0];
  const role = ROLES.find((known) => known === row?.role);
  if (!row || !role) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
  };
}
