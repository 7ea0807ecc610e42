import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { createTrackingRequests, listTrackingRequests } from "@/lib/server/tracking/requests";
import { WRITE_ROLES } from "@/lib/shared/roles";
import { createTrackingSchema, trackingListQuerySchema, type CreateTrackingResponse } from "@/lib/shared/tracking-api";

export const dynamic = "force-dynamic";

// Everyone in the workspace sees the queue; managers only read it.
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = trackingListQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listTrackingRequests(user.workspaceId, query));
});

// One batch of up to 25 requests; per-item results so one bad number never sinks the rest.
export const POST = authedRoute(WRITE_ROLES, async ({ request, user }) => {
  const { items } = createTrackingSchema.parse(await readJson(request));
  const body: CreateTrackingResponse = { results: await createTrackingRequests(user.workspaceId, items) };
  return NextResponse.json(body);
});
