import { NextResponse } from "next/server";

import { searchLinkTargets } from "@/lib/server/documents/link-targets";
import { authedRoute } from "@/lib/server/route";
import type { LinkTargetsResponse } from "@/lib/shared/document-api";
import { linkTargetsQuerySchema } from "@/lib/validations/document-link-input";

export const dynamic = "force-dynamic";

/** GET ?q=: this workspace's boxes and shipments a document or email can be linked to (the link search). */
export const GET = authedRoute("write", async ({ request, user }) => {
  const { q } = linkTargetsQuerySchema.parse({ q: request.nextUrl.searchParams.get("q") ?? "" });
  const body: LinkTargetsResponse = { data: await searchLinkTargets(user.workspaceId, q) };
  return NextResponse.json(body);
});
