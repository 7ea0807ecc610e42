import { NextResponse } from "next/server";
import { z } from "zod";

import { deletePerDiemTariff, updatePerDiemTariff } from "@/lib/server/reports/per-diem-tariff-store";
import { authorOf } from "@/lib/server/reports/tariff-versions";
import { authedRoute, readJson } from "@/lib/server/route";
import type { PerDiemTariffView } from "@/lib/shared/settings-api";
import { perDiemTariffInputSchema } from "@/lib/validations/per-diem-tariffs";

const paramsSchema = z.object({ id: z.uuid() });

/** Saves the whole tariff: new rates are a new version from `effectiveFrom` (today when left out). */
export const PUT = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = perDiemTariffInputSchema.parse(await readJson(request));
  const saved: PerDiemTariffView = await updatePerDiemTariff(user.workspaceId, id, input, authorOf(user));
  return NextResponse.json(saved);
});

/** Ends the tariff after today; its versions stay as evidence. */
export const DELETE = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  await deletePerDiemTariff(user.workspaceId, id);
  return new NextResponse(null, { status: 204 });
});
