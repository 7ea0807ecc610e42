import { NextResponse } from "next/server";

import { getEmailDetail } from "@/lib/server/documents/emails";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await getEmailDetail(user.workspaceId, params.id)),
);
