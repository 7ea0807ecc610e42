import { NextResponse } from "next/server";

import { authedRoute, readJson } from "@/lib/server/route";
import { parseInput } from "@/lib/server/http/parse-input";
import { checkPlan } from "@/lib/server/work/plan-check";
import { planCheckInputSchema } from "@/lib/validations/work";

export const dynamic = "force-dynamic";

// What planning a pickup on `date` would cost the selected boxes (after the LFD, on a closed day, while a hold
// blocks), asked before the plan is saved. Only those who can plan may ask; nothing is written.
export const POST = authedRoute("write", async ({ request, user }) =>
  NextResponse.json(await checkPlan(user, parseInput(planCheckInputSchema, await readJson(request)))),
);
