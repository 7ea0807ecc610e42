import { NextResponse } from "next/server";

import { db } from "@/lib/server/db";
import { authedRoute } from "@/lib/server/route";
import { activeUsers } from "@/lib/server/work/users";
import { can } from "@/lib/shared/roles";
import type { TeamResponse } from "@/lib/shared/team-api";

export const dynamic = "force-dynamic";

// Every role reads the team (a manager sees who owns a box); GET /api/users stays the admin's user management.
export const GET = authedRoute(undefined, async ({ user }) => {
  const body: TeamResponse = {
    me: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      canWrite: can(user, "write"),
    },
    members: await activeUsers(db, user.workspaceId),
  };
  return NextResponse.json(body);
});
