import { NextResponse } from "next/server";

import { workspaceLfdRule } from "@/lib/server/cache/evaluation-inputs";
import { reevaluateNow } from "@/lib/server/cache/reevaluate-now";
import { authedRoute, readJson } from "@/lib/server/route";
import { getSettingsView, updateSettings } from "@/lib/server/settings";
import { updateSettingsSchema } from "@/lib/validations/settings-input";

export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json(await getSettingsView(user.workspaceId)),
);

export const PUT = authedRoute("administer", async ({ request, user }) => {
  const input = updateSettingsSchema.parse(await readJson(request));
  const ruleBefore = input.lfdRule === undefined ? null : await workspaceLfdRule(user.workspaceId);
  const view = await updateSettings(user.workspaceId, input, user.id);
  // The rule decides every box's governing LFD: the board follows it before this request returns.
  if (ruleBefore !== null && view.lfdRule !== ruleBefore) await reevaluateNow(user.workspaceId, "lfd_rule");
  return NextResponse.json(view);
});
