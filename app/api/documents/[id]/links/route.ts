import { NextResponse } from "next/server";

import { getDocumentDetail } from "@/lib/server/documents/document-detail";
import { setDocumentLink } from "@/lib/server/documents/set-link";
import { authedRoute, readJson } from "@/lib/server/route";
import { linkChangeSchema } from "@/lib/validations/document-link-input";

export const dynamic = "force-dynamic";

/** Links or unlinks one box or shipment by hand: {"kind", "targetId", "linked"}; answers the document as it now is. */
export const POST = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const change = linkChangeSchema.parse(await readJson(request));
  await setDocumentLink(user, params.id, change);
  return NextResponse.json(await getDocumentDetail(user.workspaceId, params.id));
});
