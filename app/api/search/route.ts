import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { searchService } from "@/lib/server/tracking/tracking-search";
import { searchQuerySchema } from "@/lib/shared/search-api";

export const dynamic = "force-dynamic";

/** GET /api/search?q=<number>: the tracking service's own search, for a number the board's cache does not hold. */
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const { q } = searchQuerySchema.parse({ q: request.nextUrl.searchParams.get("q") ?? "" });
  return NextResponse.json(await searchService(user.workspaceId, q));
});
