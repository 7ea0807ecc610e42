import { NextResponse } from "next/server";
import { z } from "zod";

import { deleteTariff, patchTariff, updateTariff } from "@/lib/server/reports/tariff-store";
import { authedRoute, readJson } from "@/lib/server/route";
import { tariffInputSchema, tariffPatchSchema } from "@/lib/validations/tariffs";

const paramsSchema = z.object({ id: z.uuid() });

/** Replaces the whole tariff (the settings form sends every field). */
export const PUT = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = tariffInputSchema.parse(await readJson(request));
  return NextResponse.json(await updateTariff(user.workspaceId, id, input));
});

/** Changes only the fields sent; the result must still be a valid tariff. */
export const PATCH = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const patch = tariffPatchSchema.parse(await readJson(request));
  return NextResponse.json(await patchTariff(user.workspaceId, id, patch));
});

export const DELETE = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  await deleteTariff(user.workspaceId, id);
  return new NextResponse(null, { status: 204 });
});
