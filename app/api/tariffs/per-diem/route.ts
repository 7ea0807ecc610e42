import { NextResponse } from "next/server";

import { createPerDiemTariff, listPerDiemTariffs } from "@/lib/server/reports/per-diem-tariff-store";
import { authorOf } from "@/lib/server/reports/tariff-versions";
import { authedRoute, readJson } from "@/lib/server/route";
import type { PerDiemTariffsResponse, PerDiemTariffView } from "@/lib/shared/settings-api";
import { perDiemTariffInputSchema } from "@/lib/validations/per-diem-tariffs";

export const dynamic = "force-dynamic";

// Per-diem tariffs are admin-only like the demurrage ones: everyone sees their effect (return-by, money at risk).
export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json({ data: await listPerDiemTariffs(user.workspaceId) } satisfies PerDiemTariffsResponse),
);

/** A new per-diem tariff: version 1, from `effectiveFrom` or as far back as anything is kept. */
export const POST = authedRoute("administer", async ({ request, user }) => {
  const input = perDiemTariffInputSchema.parse(await readJson(request));
  const saved: PerDiemTariffView = await createPerDiemTariff(user.workspaceId, input, authorOf(user));
  return NextResponse.json(saved, { status: 201 });
});
