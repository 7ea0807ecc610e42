import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { whereOf } from "@/lib/server/containers/where";
import { db } from "@/lib/server/db";
import { containersQuerySchema } from "@/lib/validations/containers-query";

// Which boxes a subscription (or a digest) covers: all of them, those assigned to the person, those they
// watch, or those a saved board view's filter selects (its bucket and lens are ignored: a view of "ready at
// Pier 400" scopes the terminal, and every alert kind of those boxes is wanted). A deleted view covers nothing.

export type ScopeSpec = { userId: string; scope: string; viewId: string | null };

/**
 * The Prisma filter for a scope, or null when it covers nothing. `at` is the workspace's clock (the simulator's
 * in simulated mode): a view's "ETA within 3 days" counts from it, as the board does.
 */
export async function scopeWhere(
  workspaceId: string,
  spec: ScopeSpec,
  at: Date,
): Promise<Prisma.ContainerWhereInput | null> {
  if (spec.scope === "all") return { workspaceId };
  if (spec.scope === "mine") return { workspaceId, work: { is: { assigneeId: spec.userId } } };
  if (spec.scope === "watching") return { workspaceId, watchers: { some: { userId: spec.userId } } };
  if (spec.scope !== "view" || !spec.viewId) return null;
  const view = await db.savedView.findFirst({
    where: { id: spec.viewId, workspaceId, userId: spec.userId },
    select: { query: true },
  });
  if (!view) return null;
  const params = new URLSearchParams(view.query);
  const parsed = containersQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const and: Prisma.ContainerWhereInput[] = [whereOf(workspaceId, parsed.data, null, false, { lens: true }, at)];
  // The team filters of a view are the viewer's own: "assigned to me", "watching".
  const assignee = params.get("assignee");
  if (assignee === "me") and.push({ work: { is: { assigneeId: spec.userId } } });
  else if (assignee === "unassigned")
    and.push({ OR: [{ work: { is: null } }, { work: { is: { assigneeId: null } } }] });
  else if (assignee) and.push({ work: { is: { assigneeId: assignee } } });
  if (params.get("watching") === "1") and.push({ watchers: { some: { userId: spec.userId } } });
  if (params.get("hasNotes") === "1") and.push({ notes: { some: { deletedAt: null } } });
  return { AND: and };
}

/** Of `boxIds`, those the scope covers. */
export async function boxesInScope(
  workspaceId: string,
  spec: ScopeSpec,
  boxIds: string[],
  at: Date,
): Promise<Set<string>> {
  if (boxIds.length === 0) return new Set();
  if (spec.scope === "all") return new Set(boxIds);
  const where = await scopeWhere(workspaceId, spec, at);
  if (!where) return new Set();
  const rows = await db.container.findMany({ where: { AND: [where, { id: { in: boxIds } }] }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}
