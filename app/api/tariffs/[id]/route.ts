import { NextResponse } from "next/server";
import { z } from "zod";

import { deleteTariff, patchTariff, updateTariff } from "@/lib/server/reports/tariff-store";
import { authorOf } from "@/lib/server/reports/tariff-versions";
import { authedRoute, readJson } from "@/lib/server/route";
import type { TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema, tariffPatchSchema } from "@/lib/validations/tariffs";

const paramsSchema = z.object({ id: z.uuid() });

/**
 * Saves the whole tariff (the settings form sends every field): new rates are a new version from `effectiveFrom`
 * (today when left out), a new name renames it. The answer is the tariff's newest version.
 */
export const PUT = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = tariffInputSchema.parse(await readJson(request));
  const saved: TariffView = await updateTariff(user.workspaceId, id, input, authorOf(user));
  return NextResponse.json(saved);
});

/** Changes only the fields sent; the result must still be a valid tariff, and is saved as PUT saves it. */
export const PATCH = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const patch = tariffPatchSchema.parse(await readJson(request));
  const saved: TariffView = await patchTariff(user.workspaceId, id, patch, authorOf(user));
  return NextResponse.json(saved);
});

/** Ends the tariff after today; its versions stay, as the evidence of the estimates made with them. */
export const DELETE = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  await deleteTariff(user.workspaceId, id);
  return new NextResponse(null, { status: 204 });
});
