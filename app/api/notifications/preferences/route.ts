import { NextResponse } from "next/server";

import { parseInput } from "@/lib/server/http/parse-input";
import { getPreferences, updatePreferences } from "@/lib/server/alerts/preferences";
import { authedRoute, readJson } from "@/lib/server/route";
import { preferencesInputSchema } from "@/lib/validations/notifications";

// The user's own zone, daily digest, quiet hours and email switch.
export const GET = authedRoute(undefined, async ({ user }) => NextResponse.json(await getPreferences(user)));

export const PUT = authedRoute(undefined, async ({ request, user }) => {
  const input = parseInput(preferencesInputSchema, await readJson(request));
  return NextResponse.json(await updatePreferences(user, input));
});
