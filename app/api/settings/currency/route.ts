import { NextResponse } from "next/server";

import { workspaceCurrency } from "@/lib/server/cache/evaluation-inputs";
import { setWorkspaceCurrency } from "@/lib/server/reports/workspace-currency";
import { authedRoute, readJson } from "@/lib/server/route";
import type { WorkspaceCurrencyView } from "@/lib/shared/settings-api";
import { workspaceCurrencyInputSchema } from "@/lib/validations/workspace-currency-input";

export const dynamic = "force-dynamic";

// Everyone reads it (the board compares money in it first); admins change it.
export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({ currency: await workspaceCurrency(user.workspaceId) } satisfies WorkspaceCurrencyView),
);

export const PUT = authedRoute("administer", async ({ request, user }) => {
  const { currency } = workspaceCurrencyInputSchema.parse(await readJson(request));
  return NextResponse.json(await setWorkspaceCurrency(user.workspaceId, currency));
});
