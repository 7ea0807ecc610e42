import "server-only";

import { newSightings, type EtaSighting } from "@/lib/domain/eta-history";
import { db } from "@/lib/server/db";

// Keeps each shipment's ETA history (shipment_etas): what a batch of shipments just read or delivered adds after
// the latest sighting kept for each (lib/domain/eta-history.ts decides). One read of the latest sightings through
// the (workspace, shipment, seen_at) index and one insert per batch, whatever its size.

export type EtaReportOf = { upstreamId: string; podEtaAt: Date | null };

export async function recordEtaSightings(
  workspaceId: string,
  shipments: readonly EtaReportOf[],
  seenAt: Date,
): Promise<number> {
  const reported = shipments.filter((s) => s.podEtaAt !== null);
  if (reported.length === 0) return 0;
  const ids = [...new Set(reported.map((s) => s.upstreamId))];
  const latest = await db.$queryRaw<{ shipment_upstream_id: string; eta_at: Date; seen_at: Date }[]>`
    SELECT DISTINCT ON (shipment_upstream_id) shipment_upstream_id, eta_at, seen_at
    FROM shipment_etas
    WHERE workspace_id = ${workspaceId}::uuid AND shipment_upstream_id = ANY(${ids}::text[])
    ORDER BY shipment_upstream_id, id DESC`;
  const last = new Map<string, EtaSighting>(
    latest.map((row) => [row.shipment_upstream_id, { etaAt: row.eta_at, seenAt: row.seen_at }]),
  );
  const rows = reported.flatMap((s) =>
    newSightings(last.get(s.upstreamId) ?? null, [{ etaAt: s.podEtaAt, seenAt }]).map((sighting) => ({
      workspaceId,
      shipmentUpstreamId: s.upstreamId,
      etaAt: sighting.etaAt,
      seenAt: sighting.seenAt,
    })),
  );
  if (rows.length > 0) await db.shipmentEta.createMany({ data: rows });
  return rows.length;
}

/** A shipment's ETA history in the order it was kept, oldest first (at most `limit` of the latest). */
export async function etaHistoryOf(
  workspaceId: string,
  shipmentUpstreamId: string,
  limit = 50,
): Promise<{ etaAt: Date; seenAt: Date }[]> {
  const rows = await db.shipmentEta.findMany({
    where: { workspaceId, shipmentUpstreamId },
    orderBy: { id: "desc" },
    take: limit,
    select: { etaAt: true, seenAt: true },
  });
  return rows.reverse();
}
