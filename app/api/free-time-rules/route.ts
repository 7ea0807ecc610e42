import { NextResponse } from "next/server";

import { localDateOf } from "@/lib/domain/local-date";
import { now } from "@/lib/server/clock";
import { addFreeTimeRuleVersion, listFreeTimeRules } from "@/lib/server/free-time/rule-store";
import { authedRoute, readJson } from "@/lib/server/route";
import { workspaceMode } from "@/lib/server/settings";
import type { FreeTimeRulesResponse } from "@/lib/shared/free-time-api";
import { freeTimeRuleVersionSchema } from "@/lib/validations/free-time";

export const dynamic = "force-dynamic";

/** Today at the workspace's clock (the simulator's in simulated mode), as a UTC date: which version is in force. */
async function today(workspaceId: string): Promise<string> {
  return localDateOf(await now(await workspaceMode(workspaceId)), "UTC")?.date ?? "1970-01-01";
}

// Everyone reads the rules (a dispatcher checks the free time a calculated LFD used); admins add versions.
export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({
    data: await listFreeTimeRules(user.workspaceId, await today(user.workspaceId)),
  } satisfies FreeTimeRulesResponse),
);

export const POST = authedRoute("administer", async ({ request, user }) => {
  const input = freeTimeRuleVersionSchema.parse(await readJson(request));
  return NextResponse.json(await addFreeTimeRuleVersion(user, input, await today(user.workspaceId)), { status: 201 });
});
