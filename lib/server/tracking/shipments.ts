import "server-only";

import { applyShipments } from "@/lib/server/cache/reference";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { asArray } from "@/lib/server/upstream/json-api";
import { upstreamFor } from "@/lib/server/sync/upstream";
import { writeAudit, type Actor } from "@/lib/server/work/audit-write";
import { notifyWork } from "@/lib/server/work/notify-work";
import { AppError } from "@/lib/shared/app-error";

const stateOf = (stopped: boolean): string => (stopped ? "stopped" : "tracking");

/**
 * Stops or resumes tracking of one of the workspace's shipments (by the service's shipment id), then stores
 * the shipment as the service returns it so the board and queue show the new state at once. The Tracking page
 * and bulk stop tracking both come here, so each records the action the same way: one audit entry per box of
 * the shipment (the service stops or resumes them all), with the shipment as `ref`.
 */
export async function setShipmentTracking(
  actor: Actor,
  shipmentId: string,
  action: "stop" | "resume",
): Promise<{ trackingStopped: boolean }> {
  const { workspaceId } = actor;
  const shipment = await db.shipment.findFirst({
    where: { workspaceId, upstreamId: shipmentId },
    select: { upstreamId: true, lineTrackingStoppedAt: true },
  });
  if (!shipment) throw new AppError("not_found", "That shipment is not tracked in this workspace.");
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const document = await client.patch(
    `shipments/${encodeURIComponent(shipment.upstreamId)}/${action === "stop" ? "stop_tracking" : "resume_tracking"}`,
  );
  const resources = asArray(document.data);
  // The change itself happened at the service (no local transaction can hold it) and applyShipments stores
  // the answer with its own writes; the entries follow in one transaction, and only once the service agreed.
  if (resources.length > 0) await applyShipments(workspaceId, resources, await now(target.mode));
  const boxes = await db.$transaction(async (tx) => {
    const rows = await tx.container.findMany({
      where: { workspaceId, shipmentUpstreamId: shipment.upstreamId },
      select: { id: true, number: true },
      orderBy: { number: "asc" },
    });
    // A shipment with no containers yet still gets one entry, with no box, so the action is never unrecorded.
    const subjects: { id: string | null; number: string | null }[] =
      rows.length > 0 ? rows : [{ id: null, number: null }];
    await writeAudit(
      tx,
      actor,
      subjects.map((box) => ({
        kind: action === "stop" ? ("stop_tracking" as const) : ("resume_tracking" as const),
        containerId: box.id,
        containerNumber: box.number,
        changes: [
          { field: "tracking", from: stateOf(shipment.lineTrackingStoppedAt !== null), to: stateOf(action === "stop") },
        ],
        ref: shipment.upstreamId,
      })),
    );
    return rows;
  });
  await notifyLive(workspaceId, "tracking_requests");
  // The drawers' history shows the new entries.
  if (boxes.length > 0)
    await notifyWork(
      workspaceId,
      boxes.map((box) => box.id),
    );
  const row = await db.shipment.findFirst({
    where: { workspaceId, upstreamId: shipmentId },
    select: { lineTrackingStoppedAt: true },
  });
  return { trackingStopped: row?.lineTrackingStoppedAt !== null && row?.lineTrackingStoppedAt !== undefined };
}
