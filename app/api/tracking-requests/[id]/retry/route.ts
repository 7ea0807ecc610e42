import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { retryTrackingRequest } from "@/lib/server/tracking/requests";
import { WRITE_ROLES } from "@/lib/shared/roles";

export const POST = authedRoute<{ id: string }>(WRITE_ROLES, async ({ user, params }) => NextResponse.json(await retryTrackingRequest(user.workspaceId, params.id)));
