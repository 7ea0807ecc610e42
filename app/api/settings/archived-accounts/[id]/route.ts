import { NextResponse } from "next/server";

import { deleteArchivedAccount } from "@/lib/server/archived-accounts";
import { parseInput } from "@/lib/server/http/parse-input";
import { authedRoute, readJson } from "@/lib/server/route";
import { archiveDeleteSchema } from "@/lib/validations/archive-delete-input";

// Deletes an archived account with everything in it, once the body confirms what goes (409 when it changed).
export const DELETE = authedRoute<{ id: string }>("administer", async ({ request, user, params }) => {
  const { confirm } = parseInput(archiveDeleteSchema, await readJson(request));
  const deleted = await deleteArchivedAccount(user.workspaceId, params.id, confirm, user.id);
  return NextResponse.json({ deleted });
});
