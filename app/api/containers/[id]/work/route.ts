import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { parseInput } from "@/lib/server/http/parse-input";
import { getWorkState } from "@/lib/server/work/state";
import { updateWork } from "@/lib/server/work/update-work";
import { workPatchSchema } from "@/lib/validations/work";

export const dynamic = "force-dynamic";

// The team's work on one box (contract: lib/shared/work-api.ts). Everyone reads; managers change nothing.
export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await getWorkState(user.workspaceId, params.id)),
);

export const PATCH = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const patch = parseInput(workPatchSchema, await readJson(request));
  return NextResponse.json(await updateWork(user, params.id, patch));
});
