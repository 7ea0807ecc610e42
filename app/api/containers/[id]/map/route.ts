import { NextResponse } from "next/server";

import { getContainerRouteMap } from "@/lib/server/containers/route-map";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

// Any signed-in role may look at a route; the id is checked against the user's workspace inside.
export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await getContainerRouteMap(user.workspaceId, params.id)),
);
