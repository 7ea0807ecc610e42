import { NextResponse } from "next/server";

import { ensureDocumentsFresh } from "@/lib/server/documents/documents-freshness";
import { listDocuments } from "@/lib/server/documents/documents-query";
import { authedRoute } from "@/lib/server/route";
import { documentsQuerySchema } from "@/lib/validations/documents";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ request, user }) => {
  const query = documentsQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  let list = await listDocuments(user.workspaceId, query);
  const unfiltered = !query.type && !query.source && !query.filename && !query.reference && !query.cursor;
  await ensureDocumentsFresh(user.workspaceId, unfiltered && list.total === 0);
  if (unfiltered && list.total === 0) list = await listDocuments(user.workspaceId, query);
  return NextResponse.json(list);
});
