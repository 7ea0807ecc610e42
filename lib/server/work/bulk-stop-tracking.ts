import "server-only";

import { setShipmentTracking } from "@/lib/server/tracking/shipments";
import { AppError } from "@/lib/shared/app-error";
import type { BulkResult } from "@/lib/shared/work-api";

import type { Actor } from "./audit-write";
import type { Box } from "./box";

// Tracking stops per shipment at the service (PATCH /shipments/{id}/stop_tracking, through the same path as the
// Tracking page), so the selected boxes are grouped by shipment and each shipment is stopped once; every box
// of it shares the outcome. After a rate limit the rest are not attempted: each would only be refused too.
// setShipmentTracking writes the audit entries (one per box of the shipment), as it does for the Tracking page.

export async function stopTrackingBoxes(
  actor: Actor,
  boxes: readonly Box[],
  onShipment: (partial: BulkResult) => Promise<void>,
): Promise<void> {
  const byShipment = new Map<string, Box[]>();
  const unlinked: Box[] = [];
  for (const box of boxes) {
    if (!box.shipmentUpstreamId) unlinked.push(box);
    else byShipment.set(box.shipmentUpstreamId, [...(byShipment.get(box.shipmentUpstreamId) ?? []), box]);
  }
  if (unlinked.length > 0)
    await onShipment({
      succeeded: [],
      failed: unlinked.map((box) => ({
        id: box.id,
        reason: "Not linked to a shipment, so there is no tracking to stop.",
      })),
    });
  let limited: string | null = null;
  for (const [shipmentId, group] of byShipment) {
    if (limited) {
      await onShipment({ succeeded: [], failed: group.map((box) => ({ id: box.id, reason: limited ?? "" })) });
      continue;
    }
    try {
      await setShipmentTracking(actor, shipmentId, "stop");
    } catch (error) {
      const reason =
        error instanceof AppError ? error.message : "The tracking service did not stop this shipment. Try again.";
      if (error instanceof AppError && error.code === "rate_limited") limited = reason;
      await onShipment({ succeeded: [], failed: group.map((box) => ({ id: box.id, reason })) });
      continue;
    }
    await onShipment({ succeeded: group.map((box) => box.id), failed: [] });
  }
}
