import "server-only";

import { db } from "@/lib/server/db";
import { activeUsers } from "@/lib/server/work/teammates";
import { can } from "@/lib/domain/roles";
import type { SessionUser } from "@/lib/shared/session-api";
import type { TeamResponse } from "@/lib/shared/team-api";

/** GET /api/team: who is signed in and the workspace's active users (the assignee picker and @mentions). */
export async function getTeam(user: SessionUser): Promise<TeamResponse> {
  return {
    me: { id: user.id, name: user.name, email: user.email, role: user.role, canWrite: can(user, "write") },
    members: await activeUsers(db, user.workspaceId),
  };
}
