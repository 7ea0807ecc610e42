import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { refreshContainer } from "@/lib/server/sync/refresh";

// A dispatcher's "refresh this container": through the shared budget at interactive priority.
export const POST = authedRoute<{ id: string }>("write", async ({ user, params }) =>
  NextResponse.json(await refreshContainer(user.workspaceId, params.id)),
);
