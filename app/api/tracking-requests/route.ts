import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { createTrackingRequests, listTrackingRequests } from "@/lib/server/tracking/requests";
import { trackingListQuerySchema, type CreateTrackingResponse } from "@/lib/shared/tracking-api";
import { createTrackingRequestsSchema } from "@/lib/validations/tracking-requests";

export const dynamic = "force-dynamic";

// Everyone in the workspace sees the queue; managers only read it.
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = trackingListQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listTrackingRequests(user.workspaceId, query));
});

// One batch of up to 25 requests; per-item results so one failure upstream never sinks the rest. A malformed
// batch (a container number with a wrong check digit included) is refused whole before anything is sent.
export const POST = authedRoute("write", async ({ request, user }) => {
  const { items } = createTrackingRequestsSchema.parse(await readJson(request));
  const body: CreateTrackingResponse = { results: await createTrackingRequests(user.workspaceId, items) };
  return NextResponse.json(body);
});
