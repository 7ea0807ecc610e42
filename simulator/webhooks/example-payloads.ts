// Payload builders for events the living world does not emit on its own (feeder moves, estimated departure
// and inland arrival) or emits from elsewhere (tracking requests, documents), for example notifications.
import type { SimulatorCore } from "../core";
import type { Resource } from "../http/jsonapi";
import { stableUuid } from "../lib/prng";
import { DAY, iso } from "../lib/time";
import type { ResourceContext } from "../resources/resource-context";
import { containerResource, shipmentResource } from "../resources/container-and-shipment";
import { documentResource, emailEmbeddedResource, representationResource } from "../resources/document-resources";
import { transportEventResource } from "../resources/transport-events-resource";
import { trackingRequestResource, type TrackingRequestRecord } from "../tracking/request-lifecycle";
import { METROS_BY_CODE, PORTS_BY_CODE } from "../world/reference-data";
import type { ContainerPlan, MilestoneKey } from "../world/types";
import type { EventPayload } from "./emitter";

const FEEDER_KEYS: Record<string, MilestoneKey> = {
  "container.transport.feeder_arrived": "tsArrived",
  "container.transport.feeder_discharged": "tsDischarged",
  "container.transport.feeder_loaded": "tsLoaded",
  "container.transport.feeder_departed": "tsDeparted",
};

export const isFeederEvent = (event: string): boolean => event in FEEDER_KEYS;

/** A feeder or barge move: a transshipment-style transport event under the feeder event name. */
export function feederPayload(ctx: ResourceContext, c: ContainerPlan, event: string): EventPayload {
  const s = ctx.world.shipment(c.shipmentIdx);
  const key = FEEDER_KEYS[event] ?? "tsArrived";
  const base = transportEventResource(ctx, c, s, key, c.milestones[key] ?? ctx.now, c.podTerminalId);
  const te: Resource = {
    ...base,
    id: stableUuid(ctx.world.seed, "transport_event", c.id, event),
    attributes: { ...base.attributes, event },
  };
  return { reference: te, included: [shipmentResource(ctx, s), containerResource(ctx, c), te] };
}

/** Estimated departure from the port of lading, or estimated arrival at the inland destination. */
export function estimatePayload(ctx: ResourceContext, c: ContainerPlan, event: string): EventPayload {
  const s = ctx.world.shipment(c.shipmentIdx);
  const inland = event.endsWith("arrived_at_inland_destination");
  const place = inland
    ? s.destinationMetro
      ? METROS_BY_CODE.get(s.destinationMetro)
      : undefined
    : PORTS_BY_CODE.get(s.polCode);
  const at = inland ? (c.indEta ?? s.destinationEta ?? ctx.now + 3 * DAY) : s.polEtd;
  const te: Resource = {
    id: stableUuid(ctx.world.seed, "transport_event", c.id, event, at),
    type: "transport_event",
    attributes: {
      event,
      created_at: iso(ctx.now),
      voyage_number: inland ? null : s.voyage,
      timestamp: iso(at),
      data_source: "shipping_line",
      location_locode: place?.code ?? null,
      timezone: place?.timeZone ?? null,
    },
    relationships: {
      shipment: { data: { id: s.id, type: "shipment" } },
      container: { data: { id: c.id, type: "container" } },
      location: { data: place ? { id: place.id, type: place.kind } : null },
      vessel: { data: inland ? null : { id: s.vesselId, type: "vessel" } },
      terminal: { data: null },
    },
  };
  return { reference: te, included: [te] };
}

type TrackingEvent =
  | "tracking_request.succeeded"
  | "tracking_request.failed"
  | "tracking_request.awaiting_manifest"
  | "tracking_request.tracking_stopped";

/** A tracking request of the account in the state the event reports (a copy; the store is not touched). */
export function trackingPayload(core: SimulatorCore, ctx: ResourceContext, event: TrackingEvent): EventPayload | null {
  const list = core.tracking.list(ctx.account, ctx.now);
  const withShipment = list.filter((r) => r.shipmentIdx !== null);
  const stopped = withShipment.find((r) => core.tracking.statusAt(r, ctx.now) === "tracking_stopped");
  const source = (event === "tracking_request.tracking_stopped" ? stopped : undefined) ?? withShipment[0] ?? list[0];
  if (!source) return null;
  let r: TrackingRequestRecord = source;
  if (event === "tracking_request.failed")
    r = { ...source, status: "failed", failedReason: "not_found", isRetrying: false, shipmentIdx: null };
  if (event === "tracking_request.awaiting_manifest")
    r = {
      ...source,
      status: "awaiting_manifest",
      failedReason: null,
      isRetrying: true,
      retryCount: 0,
      shipmentIdx: null,
    };
  const tr = trackingRequestResource(ctx, core.tracking, r);
  const included: Resource[] = [];
  if (r.shipmentIdx !== null) {
    const s = ctx.world.shipment(r.shipmentIdx);
    included.push(shipmentResource(ctx, s));
    if (event === "tracking_request.succeeded")
      for (const idx of s.containerIdxs) included.push(containerResource(ctx, ctx.world.container(idx)));
  }
  included.push(tr);
  return { reference: tr, included };
}

/** document.extracted as core.ts sends it; extraction_failed carries only the document. */
export function documentPayload(
  core: SimulatorCore,
  ctx: ResourceContext,
  event: "document.extracted" | "document.extraction_failed",
): EventPayload | null {
  const all = [...core.documents.documents.values()].filter((d) => d.processed && !d.deleted);
  const doc = all.find((d) => d.account === ctx.account) ?? all[0];
  if (!doc) return null;
  const view = { ...ctx, now: Math.max(ctx.now, doc.processAt) };
  const docResource = documentResource(view, core.documents, doc);
  if (event === "document.extraction_failed")
    return { reference: null, document: { id: doc.id, version: "2026-03-10" }, included: [docResource] };
  const email = doc.emailSubmissionId ? core.documents.emails.get(doc.emailSubmissionId) : undefined;
  const rep = representationResource(doc);
  return {
    reference: null,
    document: { id: doc.id, version: "2026-03-10" },
    included: [docResource, ...(email ? [emailEmbeddedResource(email)] : []), ...(rep ? [rep] : [])],
  };
}
