import "server-only";

import { etaMoves } from "@/lib/domain/eta-history";
import { db } from "@/lib/server/db";
import type { ContainerArrivalDetail } from "@/lib/shared/container-api";

import { etaHistoryOf } from "../cache/eta-sightings";

// The drawer's Arrival section beyond the row: the ETA's history (shipment_etas, kept as the service reported
// each), the first ETA the line gave, and the vessel's last position (vessels, read with the sweep).

type Box = { shipmentUpstreamId: string | null; podVesselImo: string | null; podTimezone: string | null };

export async function arrivalDetailOf(workspaceId: string, box: Box): Promise<ContainerArrivalDetail> {
  const shipmentId = box.shipmentUpstreamId;
  const [history, original, vessel] = await Promise.all([
    shipmentId ? etaHistoryOf(workspaceId, shipmentId) : [],
    shipmentId
      ? db.$queryRaw<{ original: string | null }[]>`
          SELECT raw->'attributes'->>'pod_original_eta_at' AS original FROM shipments
          WHERE workspace_id = ${workspaceId}::uuid AND upstream_id = ${shipmentId}`
      : [],
    box.podVesselImo
      ? db.vessel.findUnique({ where: { workspaceId_imo: { workspaceId, imo: box.podVesselImo } } })
      : null,
  ]);
  const originalAt = original[0]?.original ? Date.parse(original[0].original) : NaN;
  return {
    etaHistory: etaMoves(history.map((h) => ({ etaAt: h.etaAt.toISOString(), seenAt: h.seenAt.toISOString() }))).map(
      ({ etaAt, seenAt }) => ({ etaAt, seenAt }),
    ),
    originalEtaAt: Number.isNaN(originalAt) ? null : new Date(originalAt).toISOString(),
    timezone: box.podTimezone,
    vesselPosition:
      vessel && vessel.latitude !== null && vessel.longitude !== null
        ? {
            latitude: vessel.latitude,
            longitude: vessel.longitude,
            speedKnots: vessel.speedKnots,
            headingDegrees: vessel.headingDegrees,
            at: vessel.positionAt?.toISOString() ?? null,
            fetchedAt: vessel.fetchedAt.toISOString(),
          }
        : null,
    vesselAskedAt: vessel?.fetchedAt.toISOString() ?? null,
  };
}
