import "server-only";

import { db } from "@/lib/server/db";
import { nowAt } from "@/lib/server/clock";
import { notifyLive } from "@/lib/server/live/notify";

import { applyContainers } from "../cache/containers";
import { workspaceLfdRule } from "../cache/evaluation-inputs";
import { jsonRequired } from "../cache/json";
import { instant, str } from "../cache/normalize";
import { asArray, relatedId, type Resource } from "../upstream/json-api";

import { upstreamFor } from "./upstream";

/** Stores tracking requests as the service returned them (newer data only). */
export async function applyTrackingRequests(
  workspaceId: string,
  resources: Resource[],
  observedAt: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const r of resources.filter((item) => item.type === "tracking_request")) {
    const a = r.attributes;
    const tracked = relatedId(r, "tracked_object");
    const columns = {
      requestNumber: str(a["request_number"]) ?? "",
      requestType: str(a["request_type"]),
      scac: str(a["scac"]),
      status: str(a["status"]) ?? "pending",
      failedReason: str(a["failed_reason"]),
      trackedObjectType: tracked?.type ?? null,
      trackedObjectUpstreamId: tracked?.id ?? null,
      upstreamCreatedAt: instant(a["created_at"]),
      upstreamUpdatedAt: instant(a["updated_at"]),
      raw: jsonRequired(r),
      observedAt,
      syncedAt: new Date(),
    };
    const existing = await db.trackingRequest.findUnique({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
      select: { observedAt: true },
    });
    if (existing && existing.observedAt > observedAt) continue;
    const row = await db.trackingRequest.upsert({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
      create: { workspaceId, upstreamId: r.id, ...columns },
      update: columns,
      select: { id: true },
    });
    ids.push(row.id);
  }
  if (ids.length > 0) await notifyLive(workspaceId, "tracking_requests", ids);
  return ids;
}

/**
 * Follow-up of pending requests: each one still pending in the cache is read again; a request that has
 * created a shipment brings its containers into the cache at once.
 */
export async function followUpTrackingRequests(workspaceId: string): Promise<number> {
  const pending = await db.trackingRequest.findMany({
    where: { workspaceId, status: { in: ["pending", "awaiting_manifest"] } },
    select: { upstreamId: true },
    take: 30,
  });
  if (pending.length === 0) return 0;
  const { client, target } = await upstreamFor(workspaceId, "background");
  for (const row of pending) {
    const { document, sentAt } = await client.getSent(`tracking_requests/${encodeURIComponent(row.upstreamId)}`, {
      include: "tracked_object",
    });
    const observedAt = await nowAt(target.mode, sentAt);
    const resources = [...asArray(document.data), ...document.included];
    await applyTrackingRequests(workspaceId, resources, observedAt);
    const request = asArray(document.data)[0];
    const tracked = request ? relatedId(request, "tracked_object") : null;
    if (tracked?.type === "shipment") await fetchShipmentContainers(workspaceId, tracked.id, "tracking-request");
  }
  return pending.length;
}

export async function fetchShipmentContainers(workspaceId: string, shipmentId: string, ref: string): Promise<void> {
  const { client, target } = await upstreamFor(workspaceId, "background");
  const { document, sentAt } = await client.getSent(`shipments/${encodeURIComponent(shipmentId)}`, {
    include: "containers,pod_terminal",
  });
  const observedAt = await nowAt(target.mode, sentAt);
  await applyContainers(workspaceId, [...asArray(document.data), ...document.included], {
    observedAt,
    now: observedAt,
    lfdRule: await workspaceLfdRule(workspaceId),
    source: { kind: "sync", ref },
  });
}
