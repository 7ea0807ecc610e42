import { NextResponse } from "next/server";

import { getDocumentDetail } from "@/lib/server/documents/document-detail";
import { resetPacketParts, savePacketParts } from "@/lib/server/documents/packet-edit";
import { authedRoute, readJson } from "@/lib/server/route";
import { partsInputSchema } from "@/lib/validations/document-link-input";

export const dynamic = "force-dynamic";

/** A packet's parts re-drawn (split, merged, pages moved): {"basedOn", "parts": [{id|null, start, end}]}. */
export const PUT = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const input = partsInputSchema.parse(await readJson(request));
  await savePacketParts(user, params.id, input);
  return NextResponse.json(await getDocumentDetail(user.workspaceId, params.id));
});

/** Back to the service's split. */
export const DELETE = authedRoute<{ id: string }>("write", async ({ user, params }) => {
  await resetPacketParts(user, params.id);
  return NextResponse.json(await getDocumentDetail(user.workspaceId, params.id));
});
