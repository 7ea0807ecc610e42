import { NextResponse } from "next/server";

import { listNotifications } from "@/lib/server/alerts/user-notifications";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute } from "@/lib/server/route";
import { notificationsQuerySchema } from "@/lib/validations/notifications";

// The signed-in user's notifications, newest first, with the unread count (every role: each their own).
export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = parseInput(notificationsQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listNotifications(user, query));
});
