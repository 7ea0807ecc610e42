import { NextResponse } from "next/server";

import { authedRoute } from "@/lib/server/route";
import { listShippingLines } from "@/lib/server/tracking/shipping-lines";
import type { ShippingLinesResponse } from "@/lib/shared/tracking-api";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({ data: await listShippingLines(user.workspaceId) } satisfies ShippingLinesResponse),
);
