import { NextResponse } from "next/server";

import { createTariff, listTariffs } from "@/lib/server/reports/tariff-store";
import { authorOf } from "@/lib/server/reports/tariff-versions";
import { authedRoute, readJson } from "@/lib/server/route";
import type { TariffsResponse, TariffView } from "@/lib/shared/settings-api";
import { tariffInputSchema } from "@/lib/validations/tariffs";

export const dynamic = "force-dynamic";

// Tariffs are admin-only, reading included: managers see their effect (exposure), not the table.
export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json({ data: await listTariffs(user.workspaceId) } satisfies TariffsResponse),
);

/** A new tariff: version 1, from `effectiveFrom` or as far back as anything is kept. */
export const POST = authedRoute("administer", async ({ request, user }) => {
  const input = tariffInputSchema.parse(await readJson(request));
  const saved: TariffView = await createTariff(user.workspaceId, input, authorOf(user));
  return NextResponse.json(saved, { status: 201 });
});
