import { NextResponse } from "next/server";

import { getContainerDetail } from "@/lib/server/containers/detail";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await getContainerDetail(user.workspaceId, params.id)),
);
