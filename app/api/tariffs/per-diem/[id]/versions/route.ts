import { NextResponse } from "next/server";
import { z } from "zod";

import { listPerDiemTariffVersions } from "@/lib/server/reports/per-diem-tariff-store";
import { authedRoute } from "@/lib/server/route";
import type { PerDiemTariffsResponse } from "@/lib/shared/settings-api";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.uuid() });

/** Every version of one per-diem tariff, newest first: its days in force and who made it. */
export const GET = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json({
    data: await listPerDiemTariffVersions(user.workspaceId, id),
  } satisfies PerDiemTariffsResponse);
});
