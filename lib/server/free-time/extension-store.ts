import "server-only";

import type { FreeTimeExtension as ExtensionRow } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { DUE_NOW } from "@/lib/server/cache/due";
import { recomputeWorkspace } from "@/lib/server/cache/recompute";
import { AppError } from "@/lib/shared/app-error";
import type { FreeTimeExtensionView } from "@/lib/shared/free-time-api";
import type { SessionUser } from "@/lib/shared/session-api";
import type { ExtensionInput } from "@/lib/validations/free-time";

// Extra free days granted to one box (product.md: "An extension adds days to one box, with who granted it and a
// document"). The row is the record; the box keeps the sum per source so its evaluation reads one row.

export function extensionView(row: ExtensionRow): FreeTimeExtensionView {
  return {
    id: row.id,
    containerId: row.containerId,
    source: row.source === "line" ? "line" : "terminal",
    days: row.days,
    grantedBy: row.grantedBy,
    note: row.note,
    documentId: row.documentId,
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listExtensions(workspaceId: string, containerId: string): Promise<FreeTimeExtensionView[]> {
  const rows = await db.freeTimeExtension.findMany({
    where: { workspaceId, containerId },
    orderBy: { createdAt: "asc" },
  });
  return rows.map(extensionView);
}

export async function addExtension(
  user: SessionUser,
  containerId: string,
  input: ExtensionInput,
): Promise<FreeTimeExtensionView> {
  const workspaceId = user.workspaceId;
  const box = await db.container.findFirst({ where: { id: containerId, workspaceId }, select: { id: true } });
  if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
  if (input.documentId !== null) {
    const document = await db.document.findFirst({
      where: { id: input.documentId, workspaceId },
      select: { id: true },
    });
    if (!document) throw new AppError("not_found", "That document is not in this workspace's inbox.");
  }
  const row = await db.$transaction(async (tx) => {
    const created = await tx.freeTimeExtension.create({
      data: {
        workspaceId,
        containerId,
        source: input.source,
        days: input.days,
        grantedBy: input.grantedBy,
        note: input.note,
        documentId: input.documentId,
        createdById: user.id,
        createdByLabel: user.name ?? user.email,
      },
    });
    await tx.container.update({
      where: { id: containerId },
      data: {
        ...(input.source === "line"
          ? { extensionDaysLine: { increment: input.days } }
          : { extensionDaysTerminal: { increment: input.days } }),
        reevaluateAt: DUE_NOW,
      },
    });
    return created;
  });
  // The box's LFD moves now; if this fails, the worker's re-evaluation (every 10 s) applies it.
  await recomputeWorkspace(workspaceId).catch(() => undefined);
  return extensionView(row);
}
