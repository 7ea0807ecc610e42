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
// document"). The row is the record; the box keeps the sum per source so its evaluation reads one row. The document
// is one of the workspace's (checked when the extension is granted); its name is read with the list.

type DocumentName = { id: string; name: string };

const nameOf = (document: { id: string; name: string | null; fileName: string | null }): DocumentName => ({
  id: document.id,
  name: document.name ?? document.fileName ?? "Untitled document",
});

/** The names of the documents some extensions attach, by id (a document gone from the workspace is left out). */
async function documentNames(workspaceId: string, ids: readonly (string | null)[]): Promise<Map<string, DocumentName>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.document.findMany({
    where: { workspaceId, id: { in: wanted } },
    select: { id: true, name: true, fileName: true },
  });
  return new Map(rows.map((row) => [row.id, nameOf(row)]));
}

export function extensionView(row: ExtensionRow, document: DocumentName | null = null): FreeTimeExtensionView {
  return {
    id: row.id,
    containerId: row.containerId,
    source: row.source === "line" ? "line" : "terminal",
    days: row.days,
    grantedBy: row.grantedBy,
    note: row.note,
    documentId: row.documentId,
    document,
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listExtensions(workspaceId: string, containerId: string): Promise<FreeTimeExtensionView[]> {
  const rows = await db.freeTimeExtension.findMany({
    where: { workspaceId, containerId },
    orderBy: { createdAt: "asc" },
  });
  const names = await documentNames(
    workspaceId,
    rows.map((row) => row.documentId),
  );
  return rows.map((row) => extensionView(row, row.documentId ? (names.get(row.documentId) ?? null) : null));
}

export async function addExtension(
  user: SessionUser,
  containerId: string,
  input: ExtensionInput,
): Promise<FreeTimeExtensionView> {
  const workspaceId = user.workspaceId;
  const box = await db.container.findFirst({ where: { id: containerId, workspaceId }, select: { id: true } });
  if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
  let document: DocumentName | null = null;
  if (input.documentId !== null) {
    const found = await db.document.findFirst({
      where: { id: input.documentId, workspaceId },
      select: { id: true, name: true, fileName: true },
    });
    if (!found)
      throw new AppError(
        "not_found",
        "That document is not in this workspace's documents: choose one from the list or search again.",
      );
    document = nameOf(found);
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
  return extensionView(row, document);
}
