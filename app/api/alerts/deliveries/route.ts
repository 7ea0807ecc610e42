import { NextResponse } from "next/server";

import { listDeliveries } from "@/lib/server/alerts/delivery-log";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute } from "@/lib/server/route";
import { deliveriesQuerySchema } from "@/lib/validations/notifications";

// The delivery log (admins): every email, chat post and webhook, newest first, with counts per status.
export const GET = authedRoute("administer", async ({ request, user }) => {
  const query = parseInput(deliveriesQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listDeliveries(user.workspaceId, query));
});
