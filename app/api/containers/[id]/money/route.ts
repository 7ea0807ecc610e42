import { NextResponse } from "next/server";
import { z } from "zod";

import { containerMoney } from "@/lib/server/money/container-money";
import { authedRoute } from "@/lib/server/route";
import type { ContainerMoneyResponse } from "@/lib/shared/money-api";

const paramsSchema = z.object({ id: z.uuid() });

export const dynamic = "force-dynamic";

/** What the box has incurred to date by its day records and the tariffs, beside what the terminal posted. */
export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json((await containerMoney(user.workspaceId, id)) satisfies ContainerMoneyResponse);
});
