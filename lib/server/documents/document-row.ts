import "server-only";

import type { ProcessingState } from "@/lib/domain/document-facts";
import { db } from "@/lib/server/db";
import type { DocumentRow } from "@/lib/shared/document-api";

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
  parentUpstreamId: true,
  startPage: true,
  endPage: true,
} as const;

type Selected = {
  [K in keyof typeof DOCUMENT_ROW_SELECT]: K extends "sizeBytes"
    ? bigint | null
    : K extends "upstreamCreatedAt"
      ? Date | null
      : K extends "shipmentUpstreamIds" | "containerUpstreamIds"
        ? string[]
        : K extends "id" | "upstreamId" | "processingState"
          ? string
          : string | number | null;
};

const STATES: readonly ProcessingState[] = ["uploaded", "classified", "extracted", "failed"];

/** Rows for the API, with linked shipments, containers and parents resolved from the cache in three queries. */
export async function toDocumentRows(workspaceId: string, rows: Selected[]): Promise<DocumentRow[]> {
  const containerIds = [...new Set(rows.flatMap((r) => r.containerUpstreamIds))];
  const shipmentIds = [...new Set(rows.flatMap((r) => r.shipmentUpstreamIds))];
  const parentIds = [
    ...new Set(rows.map((r) => r.parentUpstreamId).filter((id): id is string => typeof id === "string")),
  ];
  const [containers, shipments, parents] = await Promise.all([
    containerIds.length
      ? db.container.findMany({
          where: { workspaceId, upstreamId: { in: containerIds } },
          select: { id: true, upstreamId: true, number: true },
        })
      : [],
    shipmentIds.length
      ? db.shipment.findMany({
          where: { workspaceId, upstreamId: { in: shipmentIds } },
          select: { upstreamId: true, billOfLading: true },
        })
      : [],
    parentIds.length
      ? db.document.findMany({
          where: { workspaceId, upstreamId: { in: parentIds } },
          select: { id: true, upstreamId: true, name: true },
        })
      : [],
  ]);
  const containerBy = new Map(containers.map((c) => [c.upstreamId, c]));
  const shipmentBy = new Map(shipments.map((s) => [s.upstreamId, s]));
  const parentBy = new Map(parents.map((p) => [p.upstreamId, p]));
  return rows.map((r) => {
    const parent = typeof r.parentUpstreamId === "string" ? parentBy.get(r.parentUpstreamId) : undefined;
    const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
    const startPage = typeof r.startPage === "number" ? r.startPage : null;
    const endPage = typeof r.endPage === "number" ? r.endPage : null;
    return {
      id: r.id,
      name: str(r.name) ?? str(r.fileName) ?? "Untitled document",
      type: str(r.documentType),
      systemType: str(r.systemType),
      manualType: str(r.manualType),
      source: str(r.source),
      uploadedHere: r.uploadedByUserId !== null,
      fileName: str(r.fileName),
      contentType: str(r.contentType),
      sizeBytes: r.sizeBytes === null ? null : Number(r.sizeBytes),
      createdAt: r.upstreamCreatedAt?.toISOString() ?? null,
      state: STATES.find((s) => s === r.processingState) ?? "uploaded",
      shipments: r.shipmentUpstreamIds.map((id) => ({
        upstreamId: id,
        billOfLading: shipmentBy.get(id)?.billOfLading ?? null,
      })),
      containers: r.containerUpstreamIds.map((id) => ({
        id: containerBy.get(id)?.id ?? null,
        upstreamId: id,
        number: containerBy.get(id)?.number ?? null,
      })),
      parent: typeof r.parentUpstreamId === "string" ? { id: parent?.id ?? null, name: parent?.name ?? null } : null,
      pages: startPage !== null && endPage !== null ? { start: startPage, end: endPage } : null,
    };
  });
}
