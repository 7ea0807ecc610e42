import { NextResponse } from "next/server";

import { documentTypes } from "@/lib/server/documents/type-options";
import { authedRoute } from "@/lib/server/route";
import type { DocumentTypesResponse } from "@/lib/shared/document-api";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ user }) =>
  NextResponse.json({ data: await documentTypes(user.workspaceId) } satisfies DocumentTypesResponse),
);
