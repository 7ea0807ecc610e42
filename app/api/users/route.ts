import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { inviteUser, listUsers } from "@/lib/server/users";
import { inviteUserSchema } from "@/lib/validations/user-input";

export const GET = authedRoute("administer", async ({ user }) => NextResponse.json(await listUsers(user.workspaceId)));

export const POST = authedRoute("administer", async ({ request, user }) => {
  const input = inviteUserSchema.parse(await readJson(request));
  return NextResponse.json(await inviteUser(user.workspaceId, user.id, input.email, input.role), { status: 201 });
});
