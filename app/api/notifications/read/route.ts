import { NextResponse } from "next/server";

import { markRead } from "@/lib/server/alerts/user-notifications";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute, readJson } from "@/lib/server/route";
import { markReadSchema } from "@/lib/validations/notifications";

// Marks some (`{ids}`) or all (`{all: true}`) of the user's own notifications read; answers the unread count.
export const POST = authedRoute(undefined, async ({ request, user }) => {
  const input = parseInput(markReadSchema, await readJson(request));
  return NextResponse.json({ unreadCount: await markRead(user, input) });
});
