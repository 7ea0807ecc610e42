import { NextResponse } from "next/server";

import { getEmailDetail } from "@/lib/server/documents/emails";
import { setEmailLink } from "@/lib/server/documents/set-link";
import { authedRoute, readJson } from "@/lib/server/route";
import { linkChangeSchema } from "@/lib/validations/document-link-input";

export const dynamic = "force-dynamic";

/** Links or unlinks one box or shipment to the email by hand: {"kind", "targetId", "linked"}. */
export const POST = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const change = linkChangeSchema.parse(await readJson(request));
  await setEmailLink(user, params.id, change);
  return NextResponse.json(await getEmailDetail(user.workspaceId, params.id));
});
