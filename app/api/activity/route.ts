import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { listActivity } from "@/lib/server/work/activity";
import { activityCsv } from "@/lib/server/work/activity-csv";
import { parseInput } from "@/lib/server/http/parse-input";
import { activityQuerySchema } from "@/lib/validations/work";

export const dynamic = "force-dynamic";

// The workspace's audit trail, newest first: JSON pages, or `format=csv` for every entry of the filters.
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = parseInput(activityQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  if (query.format === "csv") {
    const csv = await activityCsv(user.workspaceId, query);
    const name = `quayside-activity-${new Date().toISOString().slice(0, 10)}.csv`;
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "no-store",
      },
    });
  }
  return NextResponse.json(await listActivity(user.workspaceId, query));
});
