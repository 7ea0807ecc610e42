import { NextResponse } from "next/server";
import { z } from "zod";

import { authedRoute } from "@/lib/server/route";
import { deleteSavedView } from "@/lib/server/saved-views";

const paramsSchema = z.object({ id: z.uuid() });

export const DELETE = authedRoute<{ id: string }>(undefined, async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  await deleteSavedView(user, id);
  return new NextResponse(null, { status: 204 });
});
