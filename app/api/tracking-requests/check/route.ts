import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { trackedNumbers } from "@/lib/server/tracking/requests";
import { type CheckNumbersResponse } from "@/lib/shared/tracking-api";
import { checkTrackingNumbersSchema } from "@/lib/validations/tracking-requests";

// Before a bulk paste is sent: which numbers are already tracked (read-only; costs no upstream request).
export const POST = authedRoute("write", async ({ request, user }) => {
  const { numbers } = checkTrackingNumbersSchema.parse(await readJson(request));
  const body: CheckNumbersResponse = { tracked: await trackedNumbers(user.workspaceId, numbers) };
  return NextResponse.json(body);
});
