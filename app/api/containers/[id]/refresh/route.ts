import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { refreshContainer } from "@/lib/server/sync/refresh";
import { WRITE_ROLES } from "@/lib/domain/roles";

// A dispatcher's "refresh this container": through the shared budget at interactive priority.
export const POST = authedRoute<{ id: string }>(WRITE_ROLES, async ({ user, params }) =>
  NextResponse.json(await refreshContainer(user.workspaceId, params.id)),
);
