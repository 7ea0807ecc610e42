// The service's webhook event names, in the order of its OpenAPI enum (a webhook's `events`), written from
// the interface (../shared/upstream: openapi.json, INTERFACE.md "Events"). The simulator's own list: the
// dashboard keeps one on its side of the wire, and neither is taken from the other. test/events.test.ts holds
// this one to the spec.

export const WEBHOOK_EVENTS = [
  "container.transport.vessel_arrived",
  "container.transport.estimated.vessel_arrived",
  "container.transport.vessel_discharged",
  "container.transport.vessel_loaded",
  "container.transport.vessel_departed",
  "container.transport.estimated.vessel_departed",
  "container.transport.rail_departed",
  "container.transport.rail_arrived",
  "container.transport.rail_loaded",
  "container.transport.rail_unloaded",
  "container.transport.transshipment_arrived",
  "container.transport.transshipment_discharged",
  "container.transport.transshipment_loaded",
  "container.transport.transshipment_departed",
  "container.transport.feeder_arrived",
  "container.transport.feeder_discharged",
  "container.transport.feeder_loaded",
  "container.transport.feeder_departed",
  "container.transport.empty_out",
  "container.transport.full_in",
  "container.transport.full_out",
  "container.transport.empty_in",
  "container.transport.vessel_berthed",
  "shipment.estimated.arrival",
  "tracking_request.succeeded",
  "tracking_request.failed",
  "tracking_request.awaiting_manifest",
  "tracking_request.tracking_stopped",
  "container.created",
  "container.updated",
  "container.pod_terminal_changed",
  "container.transport.arrived_at_inland_destination",
  "container.transport.estimated.arrived_at_inland_destination",
  "container.pickup_lfd.changed",
  "container.pickup_lfd_line.changed",
  "container.pickup_lfd_terminal.changed",
  "container.pickup_lfd_rail.changed",
  "container.pickup_appointment.changed",
  "container.transport.available",
  "container.transport.not_available",
  "container.transport.delivered",
  "document.extracted",
  "document.extraction_failed",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const EVENT_SET: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

export const isWebhookEvent = (name: string): name is WebhookEvent => EVENT_SET.has(name);
