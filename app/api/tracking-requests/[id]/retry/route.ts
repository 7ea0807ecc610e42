import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { retryTrackingRequest } from "@/lib/server/tracking/requests";
import { retryTrackingSchema } from "@/lib/validations/tracking-retry";

// The body is optional: `{scac}` picks the carrier; an empty POST sends the request again as it was.
export const POST = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const hasBody = request.headers.get("content-length") !== "0" && request.headers.get("content-type") !== null;
  const { scac } = retryTrackingSchema.parse(hasBody ? await readJson(request) : {});
  return NextResponse.json(await retryTrackingRequest(user.workspaceId, params.id, scac ?? null));
});
