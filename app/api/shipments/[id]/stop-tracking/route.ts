import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { setShipmentTracking } from "@/lib/server/tracking/shipments";

export const POST = authedRoute<{ id: string }>("write", async ({ user, params }) =>
  NextResponse.json(await setShipmentTracking(user, params.id, "stop")),
);
