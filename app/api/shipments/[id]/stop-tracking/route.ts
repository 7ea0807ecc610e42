import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { setShipmentTracking } from "@/lib/server/tracking/shipments";
import { WRITE_ROLES } from "@/lib/domain/roles";

export const POST = authedRoute<{ id: string }>(WRITE_ROLES, async ({ user, params }) =>
  NextResponse.json(await setShipmentTracking(user, params.id, "stop")),
);
