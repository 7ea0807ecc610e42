import "server-only";

import { now } from "@/lib/server/clock";

import { applyContainers } from "../cache/containers";
import { workspaceLfdRule } from "../cache/evaluation-inputs";
import { instant, str } from "../cache/normalize";
import { applyShipments } from "../cache/reference";
import { applyTransportEvents } from "../cache/apply-transport-events";
import { applyDocuments } from "../sync/document-sync";
import { fetchContainer } from "../sync/refresh";
import { applyTrackingRequests, fetchShipmentContainers } from "../sync/tracking";
import { upstreamFor } from "../sync/upstream";
import { UpstreamError } from "../upstream/errors";
import { asArray, documentSchema, Included, relatedId, type Resource } from "../upstream/json-api";

import type { WebhookEvent } from "./event-names";

// Applies one stored notification to the cache, by event family. Included resources are applied as the
// state at the notification's created_at (so an older delivery never overwrites newer data), and of two
// notifications stamped with the same instant the one delivered later (`seq`, its inbox row id) wins, in
// whichever order workers process them; when the payload is minimal the reference object is fetched and the
// container read from the service.

export type ApplyOutcome = { event: string; applied: string; note?: string };

/**
 * Thrown, before any call, when applying the notification needs the service and the caller said it must not call
 * it: the inbox hands such a delivery to its follow-up lane (process.ts), so a read waiting for the background
 * budget never holds up the deliveries behind it.
 */
export class NeedsUpstream extends Error {
  constructor(readonly what: string) {
    super(`needs the service: ${what}`);
  }
}

export async function applyNotification(
  workspaceId: string,
  notificationId: string,
  body: string,
  seq: bigint | null = null,
  options: { upstream?: boolean } = {},
): Promise<ApplyOutcome> {
  const mayCall = (what: string): void => {
    if (options.upstream === false) throw new NeedsUpstream(what);
  };
  const document = documentSchema.parse(JSON.parse(body));
  const data = asArray(document.data)[0];
  if (!data) return { event: "unknown", applied: "nothing", note: "no data" };
  const event = str(data.attributes["event"]) ?? "unknown";
  const observedAt = instant(data.attributes["created_at"]) ?? new Date();
  const included = Included.of(document);
  const source = { kind: "webhook" as const, ref: `${notificationId} ${event}` };
  const lfdRule = await workspaceLfdRule(workspaceId);
  const resources = document.included;

  if (event.startsWith("document.")) {
    const documentRef = relatedId(data, "document");
    const hasDocument = resources.some((r) => r.type === "document");
    // The service has no "failed" state on the document itself; the event is the only signal, so it is kept.
    const failedIds =
      event === ("document.extraction_failed" satisfies WebhookEvent)
        ? [documentRef?.id, ...resources.filter((r) => r.type === "document").map((r) => r.id)].filter(
            (id): id is string => Boolean(id),
          )
        : [];
    if (!hasDocument && documentRef) {
      mayCall("the document");
      const { client } = await upstreamFor(workspaceId, "background");
      const fetched = await client.get(`documents/${encodeURIComponent(documentRef.id)}`, {
        include: "last_document_representation,email_submission,shipments,cargos",
      });
      await applyDocuments(workspaceId, [...asArray(fetched.data), ...fetched.included], {
        extractionFailedIds: failedIds,
      });
      return { event, applied: "document (fetched)" };
    }
    await applyDocuments(workspaceId, resources, { extractionFailedIds: failedIds });
    return { event, applied: "document" };
  }

  // A transport event without a container relationship is the notification's own reference object when the
  // payload carries exactly one container: that container is its box.
  const reference = relatedId(data, "reference_object");
  const containers = resources.filter((r) => r.type === "container");
  const onlyContainer = containers.length === 1 ? (containers[0]?.id ?? null) : null;
  await applyTransportEvents(workspaceId, resources, (event) => (reference?.id === event.id ? onlyContainer : null));

  if (event.startsWith("tracking_request.")) {
    let requests = included.ofType("tracking_request");
    if (requests.length === 0) {
      mayCall("the tracking request");
      requests = await fetchReference(workspaceId, notificationId, data);
    }
    await applyTrackingRequests(workspaceId, requests, observedAt);
    if (resources.some((r) => r.type === "container")) {
      await applyContainers(workspaceId, resources, {
        observedAt,
        seq,
        now: await nowFor(workspaceId),
        lfdRule,
        source,
      });
    } else {
      await applyShipments(workspaceId, resources, observedAt);
      const tracked = requests[0] ? relatedId(requests[0], "tracked_object") : null;
      if (event === ("tracking_request.succeeded" satisfies WebhookEvent) && tracked?.type === "shipment") {
        mayCall("the shipment's containers");
        await fetchShipmentContainers(workspaceId, tracked.id, source.ref);
      }
    }
    return { event, applied: "tracking_request" };
  }

  if (event === ("shipment.estimated.arrival" satisfies WebhookEvent)) {
    await applyShipments(workspaceId, resources, observedAt);
    return { event, applied: "shipment" };
  }

  // Container events: the container itself included → apply it; otherwise follow the reference.
  if (resources.some((r) => r.type === "container")) {
    const result = await applyContainers(workspaceId, resources, {
      observedAt,
      seq,
      now: await nowFor(workspaceId),
      lfdRule,
      source,
    });
    return { event, applied: "container", note: result.stale > 0 ? "older than the cache: not applied" : undefined };
  }
  mayCall("the container");
  const containerId = await containerOf(workspaceId, notificationId, data, included);
  if (!containerId) return { event, applied: "nothing", note: "no container in the payload or its reference" };
  try {
    await fetchContainer(workspaceId, containerId, { priority: "background", ref: source.ref });
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not_found")
      return { event, applied: "nothing", note: "the container is unknown to the service" };
    throw error;
  }
  return { event, applied: "container (fetched)" };
}

async function nowFor(workspaceId: string): Promise<Date> {
  const mode = await import("../settings").then((m) => m.workspaceMode(workspaceId));
  return now(mode);
}

async function containerOf(
  workspaceId: string,
  notificationId: string,
  data: Resource,
  included: Included,
): Promise<string | null> {
  const reference = included.get(relatedId(data, "reference_object"));
  const direct = reference ? relatedId(reference, "container")?.id : null;
  if (direct) return direct;
  const fetched = await fetchReference(workspaceId, notificationId, data);
  return fetched.map((r) => relatedId(r, "container")?.id).find((id): id is string => typeof id === "string") ?? null;
}

/** The notification again, with its reference object included (for minimal payloads). */
async function fetchReference(workspaceId: string, notificationId: string, data: Resource): Promise<Resource[]> {
  const { client } = await upstreamFor(workspaceId, "background");
  try {
    const document = await client.get(`webhook_notifications/${encodeURIComponent(notificationId)}`, {
      include: "reference_object",
    });
    const reference = relatedId(data, "reference_object");
    return Included.of(document).ofType(reference?.type ?? "transport_event");
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not_found") return [];
    throw error;
  }
}
