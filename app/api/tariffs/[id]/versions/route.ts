import { NextResponse } from "next/server";
import { z } from "zod";

import { listTariffVersions } from "@/lib/server/reports/tariff-store";
import { authedRoute } from "@/lib/server/route";
import type { TariffsResponse } from "@/lib/shared/settings-api";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.uuid() });

/** Every version of one demurrage tariff, newest first: its days in force and who made it. Admin-only as the list. */
export const GET = authedRoute<{ id: string }>("administer", async ({ user, params }) => {
  const { id } = paramsSchema.parse(params);
  return NextResponse.json({ data: await listTariffVersions(user.workspaceId, id) } satisfies TariffsResponse);
});
