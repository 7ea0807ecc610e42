import { NextResponse } from "next/server";

import { getAlertSettingsView, updateAlertSettings } from "@/lib/server/alerts/admin-settings";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute, readJson } from "@/lib/server/route";
import { alertSettingsInputSchema } from "@/lib/validations/notifications";

// The workspace's alert settings (admins): zone, cool-down, watchdog thresholds, chat and signed webhooks.
export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json(await getAlertSettingsView(user.workspaceId)),
);

export const PUT = authedRoute("administer", async ({ request, user }) => {
  const input = parseInput(alertSettingsInputSchema, await readJson(request));
  return NextResponse.json(await updateAlertSettings(user.workspaceId, input));
});
