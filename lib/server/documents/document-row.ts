import "server-only";

import type { ProcessingState } from "@/lib/domain/document-facts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { DocumentRow, UnlinkedTarget } from "@/lib/shared/document-api";

import { manualFact, resolveLinks } from "./link-resolve";

export const DOCUMENT_ROW_SELECT = {
  id: true,
  upstreamId: true,
  name: true,
  documentType: true,
  systemType: true,
  manualType: true,
  source: true,
  uploadedByUserId: true,
  fileName: true,
  contentType: true,
  sizeBytes: true,
  upstreamCreatedAt: true,
  processingState: true,
  shipmentUpstreamIds: true,
  containerUpstreamIds: true,
  references: true,
  parentUpstreamId: true,
  startPage: true,
  endPage: true,
  pageStartEdit: true,
  pageEndEdit: true,
  localPart: true,
} as const satisfies Prisma.DocumentSelect;

export type DocumentRowFields = Prisma.DocumentGetPayload<{ select: typeof DOCUMENT_ROW_SELECT }>;

const STATES: readonly ProcessingState[] = ["uploaded", "classified", "extracted", "failed"];

/** A part's pages: the range edited here when there is one, else the service's split. */
export function effectivePages(r: Pick<DocumentRowFields, "startPage" | "endPage" | "pageStartEdit" | "pageEndEdit">) {
  const edited = r.pageStartEdit !== null && r.pageEndEdit !== null;
  const start = edited ? r.pageStartEdit : r.startPage;
  const end = edited ? r.pageEndEdit : r.endPage;
  return { pages: start !== null && end !== null ? { start, end } : null, edited };
}

/**
 * Rows for the API: links as the service made them with those the document names and those a dispatcher made
 * or took away laid over them (link-resolve.ts), and parents resolved from the cache, in a few queries a page.
 */
export async function toDocumentRows(workspaceId: string, rows: DocumentRowFields[]): Promise<DocumentRow[]> {
  return (await documentRowsWithUnlinked(workspaceId, rows)).rows;
}

/** The rows, and per document the links a dispatcher took away that something still names (the detail page). */
export async function documentRowsWithUnlinked(
  workspaceId: string,
  rows: DocumentRowFields[],
): Promise<{ rows: DocumentRow[]; unlinked: Map<string, UnlinkedTarget[]> }> {
  const parentIds = [
    ...new Set(rows.map((r) => r.parentUpstreamId).filter((id): id is string => typeof id === "string")),
  ];
  const [manual, parents] = await Promise.all([
    rows.length
      ? db.documentLink.findMany({
          where: { workspaceId, documentId: { in: rows.map((r) => r.id) } },
          orderBy: { setAt: "asc" },
        })
      : [],
    parentIds.length
      ? db.document.findMany({
          where: { workspaceId, upstreamId: { in: parentIds } },
          select: { id: true, upstreamId: true, name: true },
        })
      : [],
  ]);
  const links = await resolveLinks(
    workspaceId,
    rows.map((r) => ({
      key: r.id,
      service: [
        ...r.containerUpstreamIds.map((upstreamId) => ({ kind: "container" as const, upstreamId })),
        ...r.shipmentUpstreamIds.map((upstreamId) => ({ kind: "shipment" as const, upstreamId })),
      ],
      references: r.references,
      manual: manual.filter((m) => m.documentId === r.id).map(manualFact),
    })),
  );
  const parentBy = new Map(parents.map((p) => [p.upstreamId, p]));
  const unlinked = new Map([...links].map(([id, resolved]) => [id, resolved.unlinked]));
  const mapped = rows.map((r): DocumentRow => {
    const parent = r.parentUpstreamId !== null ? parentBy.get(r.parentUpstreamId) : undefined;
    const { pages, edited } = effectivePages(r);
    const linked = links.get(r.id);
    return {
      id: r.id,
      name: r.name ?? r.fileName ?? "Untitled document",
      type: r.documentType,
      systemType: r.systemType,
      manualType: r.manualType,
      source: r.source,
      uploadedHere: r.uploadedByUserId !== null,
      fileName: r.fileName,
      contentType: r.contentType,
      sizeBytes: r.sizeBytes === null ? null : Number(r.sizeBytes),
      createdAt: r.upstreamCreatedAt?.toISOString() ?? null,
      state: STATES.find((s) => s === r.processingState) ?? "uploaded",
      shipments: linked?.shipments ?? [],
      containers: linked?.containers ?? [],
      parent: r.parentUpstreamId !== null ? { id: parent?.id ?? null, name: parent?.name ?? null } : null,
      pages,
      pagesEdited: edited,
      localPart: r.localPart,
    };
  });
  return { rows: mapped, unlinked };
}
