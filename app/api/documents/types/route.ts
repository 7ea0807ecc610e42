import { NextResponse } from "next/server";

import { documentTypes } from "@/lib/server/documents/types";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ user }) => NextResponse.json({ data: await documentTypes(user.workspaceId) }));
