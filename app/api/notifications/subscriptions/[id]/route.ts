import { NextResponse } from "next/server";
import { z } from "zod";

import { parseInput } from "@/lib/server/http/parse-input";
import { deleteSubscription, updateSubscription } from "@/lib/server/alerts/subscriptions";
import { authedRoute, readJson } from "@/lib/server/route";
import { AppError } from "@/lib/shared/app-error";
import { subscriptionInputSchema } from "@/lib/validations/notifications";

type Params = { id: string };

function idOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw new AppError("not_found", "That subscription does not exist.");
  return parsed.data;
}

export const PUT = authedRoute<Params>(undefined, async ({ request, user, params }) => {
  const input = parseInput(subscriptionInputSchema, await readJson(request));
  return NextResponse.json(await updateSubscription(user, idOf(params), input));
});

export const DELETE = authedRoute<Params>(undefined, async ({ user, params }) => {
  await deleteSubscription(user, idOf(params));
  return new NextResponse(null, { status: 204 });
});
