import { z } from "zod";

import { authedRoute } from "@/lib/server/route";
import { revokeInvite } from "@/lib/server/users";

const paramsSchema = z.object({ id: z.uuid() });

export const DELETE = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  await revokeInvite(user.workspaceId, paramsSchema.parse(params).id);
  return new Response(null, { status: 204 });
});
