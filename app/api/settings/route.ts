import { NextResponse } from "next/server";

import { recomputeWorkspace } from "@/lib/server/cache/recompute";
import { workspaceLfdRule } from "@/lib/server/cache/evaluation-inputs";
import { authedRoute, readJson } from "@/lib/server/route";
import { getSettingsView, updateSettings } from "@/lib/server/settings";
import { ADMIN_ROLES } from "@/lib/shared/roles";
import { updateSettingsSchema } from "@/lib/validations/settings";

export const GET = authedRoute(ADMIN_ROLES, async ({ user }) =>
  NextResponse.json(await getSettingsView(user.workspaceId)),
);

export const PUT = authedRoute(ADMIN_ROLES, async ({ request, user }) => {
  const input = updateSettingsSchema.parse(await readJson(request));
  const ruleBefore = input.lfdRule === undefined ? null : await workspaceLfdRule(user.workspaceId);
  const view = await updateSettings(user.workspaceId, input, user.id);
  // The rule decides every box's governing LFD, so the stored buckets, lenses and sort follow it before the
  // admin's request returns (as a tariff change does), not at the next scheduled re-evaluation.
  if (ruleBefore !== null && view.lfdRule !== ruleBefore) await recomputeWorkspace(user.workspaceId);
  return NextResponse.json(view);
});
