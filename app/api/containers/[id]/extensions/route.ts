import { NextResponse } from "next/server";
import { z } from "zod";

import { addExtension, listExtensions } from "@/lib/server/free-time/extension-store";
import { authedRoute, readJson } from "@/lib/server/route";
import { extensionInputSchema } from "@/lib/validations/free-time";

const paramsSchema = z.object({ id: z.uuid() });

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json({ data: await listExtensions(user.workspaceId, id) });
});

/** Grants extra free days to the box for one source; its calculated LFD moves at once. */
export const POST = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = extensionInputSchema.parse(await readJson(request));
  return NextResponse.json(await addExtension(user, id, input), { status: 201 });
});
