import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { listShippingLines } from "@/lib/server/tracking/shipping-lines";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ user }) => NextResponse.json({ data: await listShippingLines(user.workspaceId) }));
