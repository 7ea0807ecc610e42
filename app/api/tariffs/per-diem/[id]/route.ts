import { NextResponse } from "next/server";
import { z } from "zod";

import { deletePerDiemTariff, updatePerDiemTariff } from "@/lib/server/reports/per-diem-tariff-store";
import { authedRoute, readJson } from "@/lib/server/route";
import { perDiemTariffInputSchema } from "@/lib/validations/per-diem-tariffs";

const paramsSchema = z.object({ id: z.uuid() });

/** Replaces the whole tariff (the settings form sends every field). */
export const PUT = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { id } = paramsSchema.parse(params);
  const input = perDiemTariffInputSchema.parse(await readJson(request));
  return NextResponse.json(await updatePerDiemTariff(user.workspaceId, id, input));
});

export const DELETE = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  await deletePerDiemTariff(user.workspaceId, id);
  return new NextResponse(null, { status: 204 });
});
