import "server-only";

import { db } from "@/lib/server/db";
import { searchIds } from "@/lib/server/containers/search-ids";
import type { LinkTarget } from "@/lib/shared/document-api";

const BOXES = 8;
const SHIPMENTS = 5;

/**
 * Boxes and shipments of this workspace a document or email can be linked to, for `q` (a container number, bill
 * of lading, booking or reference number, any part, any case): the board's own search (trigram indexes), so
 * nothing of another workspace is ever offered. Shipments are those of the boxes found, and a shipment whose
 * bill of lading is exactly `q` even before it has boxes.
 */
export async function searchLinkTargets(workspaceId: string, q: string): Promise<LinkTarget[]> {
  const ids = (await searchIds(workspaceId, q)).slice(0, 200);
  const boxes = ids.length
    ? await db.container.findMany({
        where: { workspaceId, id: { in: ids } },
        orderBy: [{ number: "asc" }],
        take: BOXES,
        select: {
          id: true,
          number: true,
          billOfLading: true,
          terminalName: true,
          customerName: true,
          shipmentUpstreamId: true,
        },
      })
    : [];
  const shipmentIds = [...new Set(boxes.map((b) => b.shipmentUpstreamId).filter((s): s is string => s !== null))];
  const shipments = await db.shipment.findMany({
    where: {
      workspaceId,
      billOfLading: { not: null },
      OR: [{ upstreamId: { in: shipmentIds } }, { billOfLading: q.trim().toUpperCase() }],
    },
    orderBy: [{ billOfLading: "asc" }],
    take: SHIPMENTS,
    select: { id: true, upstreamId: true, billOfLading: true, customerName: true },
  });
  const counts = shipments.length
    ? await db.container.groupBy({
        by: ["shipmentUpstreamId"],
        where: { workspaceId, shipmentUpstreamId: { in: shipments.map((s) => s.upstreamId) } },
        _count: { _all: true },
      })
    : [];
  const countOf = new Map(counts.map((c) => [c.shipmentUpstreamId, c._count._all]));
  return [
    ...boxes.map((b) => ({
      kind: "container" as const,
      id: b.id,
      number: b.number,
      billOfLading: b.billOfLading,
      terminalName: b.terminalName,
      customerName: b.customerName,
    })),
    ...shipments.map((s) => ({
      kind: "shipment" as const,
      id: s.id,
      billOfLading: s.billOfLading ?? "",
      containerCount: countOf.get(s.upstreamId) ?? 0,
      customerName: s.customerName,
    })),
  ];
}
