import "server-only";

import { db } from "@/lib/server/db";

/**
 * Booking numbers of shipments, by shipment upstream id. The service's container and shipment carry no booking
 * number: a booking is known by the tracking request that found the shipment; with several, the latest wins.
 */
export async function bookingsOf(workspaceId: string, shipmentIds: Array<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set(shipmentIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const requests = await db.trackingRequest.findMany({
    where: { workspaceId, requestType: "booking_number", trackedObjectUpstreamId: { in: ids } },
    orderBy: [{ upstreamCreatedAt: "asc" }],
    select: { requestNumber: true, trackedObjectUpstreamId: true },
  });
  return new Map(
    requests.flatMap((r) =>
      r.trackedObjectUpstreamId && r.requestNumber ? [[r.trackedObjectUpstreamId, r.requestNumber] as const] : [],
    ),
  );
}
