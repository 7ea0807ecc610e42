import "server-only";

import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { SessionUser } from "@/lib/shared/session-api";
import type { SavedViewDto } from "@/lib/shared/views-api";
import type { SavedViewInput } from "@/lib/validations/saved-view-input";

// Saved board views belong to one user (in their workspace): nobody else lists, replaces or deletes them.

const toDto = (view: { id: string; name: string; query: string; updatedAt: Date }): SavedViewDto => ({
  id: view.id,
  name: view.name,
  query: view.query,
  updatedAt: view.updatedAt.toISOString(),
});

export async function listSavedViews(user: Pick<SessionUser, "id" | "workspaceId">): Promise<SavedViewDto[]> {
  const views = await db.savedView.findMany({
    where: { userId: user.id, workspaceId: user.workspaceId },
    orderBy: { nameKey: "asc" },
  });
  return views.map(toDto);
}

/** Saves the view; one of the same name (ignoring case) is replaced, so saving twice updates it. */
export async function saveView(
  user: Pick<SessionUser, "id" | "workspaceId">,
  input: SavedViewInput,
): Promise<SavedViewDto> {
  const nameKey = input.name.toLowerCase();
  const view = await db.savedView.upsert({
    where: { userId_nameKey: { userId: user.id, nameKey } },
    create: { workspaceId: user.workspaceId, userId: user.id, name: input.name, nameKey, query: input.query },
    update: { name: input.name, query: input.query },
  });
  return toDto(view);
}

export async function deleteSavedView(user: Pick<SessionUser, "id" | "workspaceId">, id: string): Promise<void> {
  const { count } = await db.savedView.deleteMany({ where: { id, userId: user.id, workspaceId: user.workspaceId } });
  if (count === 0)
    throw new AppError("not_found", "That saved view does not exist (it may have been deleted already).");
}
