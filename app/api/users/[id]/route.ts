import { NextResponse } from "next/server";
import { z } from "zod";

import { authedRoute, readJson } from "@/lib/server/route";
import { updateUser } from "@/lib/server/users";
import { updateUserSchema } from "@/lib/validations/user-input";

const paramsSchema = z.object({ id: z.uuid() });

export const PATCH = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const change = updateUserSchema.parse(await readJson(request));
  return NextResponse.json(await updateUser(user.workspaceId, user.id, id, change));
});
