import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { inviteUser, listUsers } from "@/lib/server/users";
import { ADMIN_ROLES } from "@/lib/domain/roles";
import { inviteUserSchema } from "@/lib/validations/user-input";

export const GET = authedRoute(ADMIN_ROLES, async ({ user }) => NextResponse.json(await listUsers(user.workspaceId)));

export const POST = authedRoute(ADMIN_ROLES, async ({ request, user }) => {
  const input = inviteUserSchema.parse(await readJson(request));
  return NextResponse.json(await inviteUser(user.workspaceId, user.id, input.email, input.role), { status: 201 });
});
