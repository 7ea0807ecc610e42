import { NextResponse } from "next/server";

import { retryDeliveries } from "@/lib/server/alerts/delivery-log";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute, readJson } from "@/lib/server/route";
import { retryDeliveriesSchema } from "@/lib/validations/notifications";

// Sends failed or given-up deliveries again (`{ids}` or `{allFailed: true}`); answers how many were queued.
export const POST = authedRoute("administer", async ({ request, user }) => {
  const input = parseInput(retryDeliveriesSchema, await readJson(request));
  return NextResponse.json({ queued: await retryDeliveries(user.workspaceId, input) });
});
