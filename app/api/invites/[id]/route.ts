import { z } from "zod";

import { authedRoute } from "@/lib/server/route";
import { revokeInvite } from "@/lib/server/users";
import { ADMIN_ROLES } from "@/lib/domain/roles";

const paramsSchema = z.object({ id: z.uuid() });

export const DELETE = authedRoute<{ id: string }>(ADMIN_ROLES, async ({ user, params }) => {
  await revokeInvite(user.workspaceId, paramsSchema.parse(params).id);
  return new Response(null, { status: 204 });
});
