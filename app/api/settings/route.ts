import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { getSettingsView, updateSettings } from "@/lib/server/settings";
import { ADMIN_ROLES } from "@/lib/shared/roles";
import { updateSettingsSchema } from "@/lib/validations/settings";

export const GET = authedRoute(ADMIN_ROLES, async ({ user }) => NextResponse.json(await getSettingsView(user.workspaceId)));

export const PUT = authedRoute(ADMIN_ROLES, async ({ request, user }) => {
  const input = updateSettingsSchema.parse(await readJson(request));
  return NextResponse.json(await updateSettings(user.workspaceId, input, user.id));
});
