import { NextResponse } from "next/server";

import { createTariff, listTariffs } from "@/lib/server/reports/tariff-store";
import { authedRoute, readJson } from "@/lib/server/route";
import type { TariffsResponse } from "@/lib/shared/settings-api";
import { tariffInputSchema } from "@/lib/validations/tariffs";

export const dynamic = "force-dynamic";

// Tariffs are admin-only, reading included: managers see their effect (exposure), not the table.
export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json({ data: await listTariffs(user.workspaceId) } satisfies TariffsResponse),
);

export const POST = authedRoute("administer", async ({ request, user }) => {
  const input = tariffInputSchema.parse(await readJson(request));
  return NextResponse.json(await createTariff(user.workspaceId, input), { status: 201 });
});
