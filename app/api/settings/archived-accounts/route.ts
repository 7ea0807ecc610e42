import { NextResponse } from "next/server";

import { listArchivedAccounts } from "@/lib/server/archived-accounts";
import { authedRoute } from "@/lib/server/route";
import type { ArchivedAccountsResponse } from "@/lib/shared/archived-accounts-api";

export const dynamic = "force-dynamic";

// The accounts this workspace switched away from, kept read-only: admins only.
export const GET = authedRoute("administer", async ({ user }) =>
  NextResponse.json({ data: await listArchivedAccounts(user.workspaceId) } satisfies ArchivedAccountsResponse),
);
