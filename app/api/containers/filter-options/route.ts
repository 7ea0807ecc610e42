import { NextResponse } from "next/server";

import { filterOptionsFor } from "@/lib/server/board/filter-options";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ user }) =>
  // Private: the lists are the workspace's own. The server keeps them half a minute too (filter-options.ts).
  NextResponse.json(await filterOptionsFor(user.workspaceId), { headers: { "cache-control": "private, max-age=30" } }),
);
