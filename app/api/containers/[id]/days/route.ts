import { NextResponse } from "next/server";
import { z } from "zod";

import { containerDays } from "@/lib/server/days/read-days";
import { authedRoute } from "@/lib/server/route";
import type { ContainerDaysResponse } from "@/lib/shared/days-api";

const paramsSchema = z.object({ id: z.uuid() });

export const dynamic = "force-dynamic";

/** The box's day records (every role reads them: they are the evidence behind every charge). */
export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json({ data: await containerDays(user.workspaceId, id) } satisfies ContainerDaysResponse);
});
