import { NextResponse } from "next/server";

import { uploadDocument, uploadQuerySchema } from "@/lib/server/documents/upload";
import { authedRoute } from "@/lib/server/route";

export const dynamic = "force-dynamic";
// Streams to disk and on to the file store: needs Node APIs, and a large file takes a while.
export const runtime = "nodejs";
export const maxDuration = 300;

/** Raw file bytes in the body, the file name in ?name=; answers 201 {id} with our document id. */
export const POST = authedRoute("write", async ({ request, user }) => {
  const { name } = uploadQuerySchema.parse({ name: request.nextUrl.searchParams.get("name") ?? "" });
  const length = request.headers.get("content-length");
  const created = await uploadDocument({
    workspaceId: user.workspaceId,
    userId: user.id,
    name,
    contentType: request.headers.get("content-type"),
    contentLength: length && /^\d+$/.test(length) ? Number(length) : null,
    body: request.body,
  });
  return NextResponse.json({ id: created.id }, { status: 201 });
});
