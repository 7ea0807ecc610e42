import "server-only";

import type { ProcessingState } from "@/lib/domain/document-facts";
import { checkParts, partsSignature, type Part } from "@/lib/domain/packet-parts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { PacketChildView, PacketView } from "@/lib/shared/document-api";

import { effectivePages } from "./document-row";

type Reader = Prisma.TransactionClient | typeof db;
const STATES: readonly ProcessingState[] = ["uploaded", "classified", "extracted", "failed"];

export type PacketParts = {
  children: (PacketChildView & { upstreamId: string; manualType: string | null })[];
  /** The parts in page order as the edit rule reads them; empty when a part has no range. */
  parts: Part[];
  pageCount: number | null;
  notEditable: string | null;
};

/**
 * A packet's parts as they stand: the service's children with the ranges edited here laid over them, the parts
 * split here, and none folded away by a merge made here. The page count is the last page the service's split
 * reached (the service reports no page count of its own); a packet it has not split yet cannot be edited.
 */
export async function readPacketParts(
  reader: Reader,
  workspaceId: string,
  packetUpstreamId: string,
): Promise<PacketParts> {
  const [rows, extent] = await Promise.all([
    reader.document.findMany({
      where: { workspaceId, parentUpstreamId: packetUpstreamId, mergedIntoId: null },
      select: {
        id: true,
        upstreamId: true,
        name: true,
        documentType: true,
        manualType: true,
        processingState: true,
        startPage: true,
        endPage: true,
        pageStartEdit: true,
        pageEndEdit: true,
        localPart: true,
      },
    }),
    reader.document.aggregate({
      where: { workspaceId, parentUpstreamId: packetUpstreamId, localPart: false },
      _max: { endPage: true },
    }),
  ]);
  const children = rows
    .map((r) => {
      const { pages, edited } = effectivePages(r);
      return {
        id: r.id,
        upstreamId: r.upstreamId,
        name: r.name ?? "Untitled document",
        type: r.documentType,
        manualType: r.manualType,
        state: STATES.find((s) => s === r.processingState) ?? "uploaded",
        startPage: pages?.start ?? null,
        endPage: pages?.end ?? null,
        pagesEdited: edited,
        localPart: r.localPart,
      };
    })
    .sort(
      (a, b) =>
        (a.startPage ?? Number.MAX_SAFE_INTEGER) - (b.startPage ?? Number.MAX_SAFE_INTEGER) ||
        a.name.localeCompare(b.name),
    );
  const pageCount = extent._max.endPage;
  const placed = children.every((c) => c.startPage !== null && c.endPage !== null);
  const parts = placed ? children.map((c) => ({ id: c.id, start: c.startPage ?? 0, end: c.endPage ?? 0 })) : [];
  let notEditable: string | null = null;
  if (pageCount === null || children.length === 0)
    notEditable = "The service has not split this packet yet, so there are no page ranges to edit.";
  else if (!placed) notEditable = "The service has not reported the page range of every part yet.";
  else {
    const problem = checkParts(parts, pageCount);
    if (problem) notEditable = `The pages cannot be edited as they stand: ${problem.message}`;
  }
  return { children, parts, pageCount, notEditable };
}

/** The packet section of a document's detail, or null for a document that is no packet. */
export async function packetView(
  workspaceId: string,
  packet: { id: string; upstreamId: string; documentType: string | null },
): Promise<{ children: PacketChildView[]; packet: PacketView | null }> {
  const read = await readPacketParts(db, workspaceId, packet.upstreamId);
  if (read.children.length === 0 && packet.documentType !== "packet") return { children: [], packet: null };
  const editedHere =
    read.children.some((c) => c.pagesEdited || c.localPart) ||
    (await db.document.count({
      where: { workspaceId, parentUpstreamId: packet.upstreamId, mergedIntoId: { not: null } },
    })) > 0;
  const last = editedHere
    ? await db.auditEvent.findFirst({
        where: { workspaceId, kind: "document_pages", ref: packet.id },
        orderBy: { id: "desc" },
        select: { createdAt: true, actorLabel: true, actor: { select: { name: true, email: true } } },
      })
    : null;
  return {
    children: read.children.map(({ upstreamId: _upstreamId, manualType: _manualType, ...child }) => child),
    packet: {
      pageCount: read.pageCount,
      notEditable: read.notEditable,
      basedOn: partsSignature(read.parts),
      edited: last
        ? { by: last.actor?.name ?? last.actor?.email ?? last.actorLabel, at: last.createdAt.toISOString() }
        : null,
    },
  };
}
