import { NextResponse } from "next/server";

import { ensureDocumentsFresh } from "@/lib/server/documents/documents-freshness";
import { listEmails } from "@/lib/server/documents/emails";
import { authedRoute } from "@/lib/server/route";
import { emailsQuerySchema } from "@/lib/validations/documents";

export const dynamic = "force-dynamic";

export const GET = authedRoute(undefined, async ({ request, user }) => {
  const { page, pageSize } = emailsQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  let list = await listEmails(user.workspaceId, page, pageSize);
  await ensureDocumentsFresh(user.workspaceId, list.total === 0);
  if (list.total === 0) list = await listEmails(user.workspaceId, page, pageSize);
  return NextResponse.json(list);
});
