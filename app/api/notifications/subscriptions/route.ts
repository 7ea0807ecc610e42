import { NextResponse } from "next/server";

import { parseInput } from "@/lib/server/http/parse-input";
import { createSubscription, listSubscriptions } from "@/lib/server/alerts/subscriptions";
import { authedRoute, readJson } from "@/lib/server/route";
import type { SubscriptionsResponse } from "@/lib/shared/notifications-api";
import { subscriptionInputSchema } from "@/lib/validations/notifications";

// Each user's own alert subscriptions (a personal preference, so managers keep theirs too).
export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({ data: await listSubscriptions(user) } satisfies SubscriptionsResponse),
);

export const POST = authedRoute(undefined, async ({ request, user }) => {
  const input = parseInput(subscriptionInputSchema, await readJson(request));
  return NextResponse.json(await createSubscription(user, input), { status: 201 });
});
