import { NextResponse } from "next/server";

import { getReports } from "@/lib/server/reports/reports-cache";
import { authedRoute } from "@/lib/server/route";
import { reportsQuerySchema } from "@/lib/validations/reports";

export const dynamic = "force-dynamic";

// Read-only, for every role (managers included). Filters are the page URL's query parameters.
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = reportsQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await getReports(user.workspaceId, query));
});
