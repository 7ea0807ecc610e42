import { NextResponse } from "next/server";

import { containerLinks } from "@/lib/server/board/container-links";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await containerLinks(user.workspaceId, params.id)),
);
