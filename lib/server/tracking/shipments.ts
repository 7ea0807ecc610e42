import "server-only";

import { applyShipments } from "@/lib/server/cache/reference";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { asArray } from "@/lib/server/upstream/json-api";
import { upstreamFor } from "@/lib/server/sync/upstream";
import { AppError } from "@/lib/shared/app-error";

/**
 * Stops or resumes tracking of one of the workspace's shipments (by the service's shipment id), then stores
 * the shipment as the service returns it so the board and queue show the new state at once.
 */
export async function setShipmentTracking(
  workspaceId: string,
  shipmentId: string,
  action: "stop" | "resume",
): Promise<{ trackingStopped: boolean }> {
  const shipment = await db.shipment.findFirst({
    where: { workspaceId, upstreamId: shipmentId },
    select: { upstreamId: true },
  });
  if (!shipment) throw new AppError("not_found", "That shipment is not tracked in this workspace.");
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const document = await client.patch(
    `shipments/${encodeURIComponent(shipment.upstreamId)}/${action === "stop" ? "stop_tracking" : "resume_tracking"}`,
  );
  const resources = asArray(document.data);
  if (resources.length > 0) await applyShipments(workspaceId, resources, await now(target.mode));
  await notifyLive(workspaceId, "tracking_requests");
  const row = await db.shipment.findFirst({
    where: { workspaceId, upstreamId: shipmentId },
    select: { lineTrackingStoppedAt: true },
  });
  return { trackingStopped: row?.lineTrackingStoppedAt !== null && row?.lineTrackingStoppedAt !== undefined };
}
