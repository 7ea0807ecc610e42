import { NextResponse } from "next/server";
import { z } from "zod";

import { containerHistory } from "@/lib/server/containers/history-page";
import { authedRoute } from "@/lib/server/route";
import type { ContainerHistoryPage } from "@/lib/shared/container-api";
import { containerHistoryQuerySchema } from "@/lib/validations/container-history-query";

const paramsSchema = z.object({ id: z.uuid() });

export const dynamic = "force-dynamic";

/** A page of the box's history, older than `cursor` (every role reads it, as it reads the drawer). */
export const GET = authedRoute<{ id: string }>(undefined, async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const query = containerHistoryQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json((await containerHistory(user.workspaceId, id, query)) satisfies ContainerHistoryPage);
});
