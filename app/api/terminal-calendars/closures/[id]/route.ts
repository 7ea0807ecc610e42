import { NextResponse } from "next/server";
import { z } from "zod";

import { withdrawClosure } from "@/lib/server/free-time/calendar-store";
import { authedRoute } from "@/lib/server/route";

const paramsSchema = z.object({ id: z.uuid() });

/** Withdraws the closure (kept on record as evidence, no longer moving any LFD); answers with it. */
export const DELETE = authedRoute<{ id: string }>("write", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json(await withdrawClosure(user, id));
});
