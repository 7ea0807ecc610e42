import { NextResponse } from "next/server";

import { setManualType } from "@/lib/server/documents/actions";
import { getDocumentDetail } from "@/lib/server/documents/document-detail";
import { authedRoute, readJson } from "@/lib/server/route";
import { documentPatchSchema } from "@/lib/validations/documents";

export const dynamic = "force-dynamic";

export const GET = authedRoute<{ id: string }>(undefined, async ({ user, params }) =>
  NextResponse.json(await getDocumentDetail(user.workspaceId, params.id)),
);

/** Sets or clears the manual type: {"manualType": "<code>" | null}. */
export const PATCH = authedRoute<{ id: string }>("write", async ({ request, user, params }) => {
  const { manualType } = documentPatchSchema.parse(await readJson(request));
  await setManualType(user, params.id, manualType);
  return NextResponse.json(await getDocumentDetail(user.workspaceId, params.id));
});
