import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { listSavedViews, saveView } from "@/lib/server/saved-views";
import type { SavedViewsResponse } from "@/lib/shared/views-api";
import { savedViewInputSchema } from "@/lib/validations/saved-view-input";

// Every role has its own views (a personal preference, not workspace data, so managers may save them too).
export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({ views: await listSavedViews(user) } satisfies SavedViewsResponse),
);

export const POST = authedRoute(undefined, async ({ request, user }) => {
  const input = savedViewInputSchema.parse(await readJson(request));
  return NextResponse.json(await saveView(user, input), { status: 201 });
});
