import { NextResponse } from "next/server";

import { getAlertSettingsView, updateAlertSettings } from "@/lib/server/alerts/admin-settings";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute, readJson } from "@/lib/server/route";
import { ADMIN_ROLES } from "@/lib/domain/roles";
import { alertSettingsInputSchema } from "@/lib/validations/notifications";

// The workspace's alert settings (admins): zone, cool-down, watchdog thresholds, chat and signed webhooks.
export const GET = authedRoute(ADMIN_ROLES, async ({ user }) =>
  NextResponse.json(await getAlertSettingsView(user.workspaceId)),
);

export const PUT = authedRoute(ADMIN_ROLES, async ({ request, user }) => {
  const input = parseInput(alertSettingsInputSchema, await readJson(request));
  return NextResponse.json(await updateAlertSettings(user.workspaceId, input));
});
