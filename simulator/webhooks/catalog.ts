// GET /webhooks/events: the event names grouped in categories, each with a line saying when it fires.
import type { WebhookEvent } from "./events";

export const EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  "tracking_request.succeeded": "Shipment created and linked to the tracking request.",
  "tracking_request.failed": "The tracking request failed; failed_reason says why.",
  "tracking_request.awaiting_manifest":
    "The carrier has not manifested the shipment yet; the request is retried automatically.",
  "tracking_request.tracking_stopped": "Tracking stopped for the shipment of this tracking request.",
  "container.transport.empty_out": "Empty container picked up at origin.",
  "container.transport.full_in": "Full container gated in at the port of lading.",
  "container.transport.vessel_loaded": "Container loaded on the vessel at the port of lading.",
  "container.transport.vessel_departed": "Vessel departed the port of lading.",
  "container.transport.transshipment_arrived": "Vessel arrived at a transshipment port.",
  "container.transport.transshipment_discharged": "Container discharged at a transshipment port.",
  "container.transport.transshipment_loaded": "Container loaded on the next vessel at a transshipment port.",
  "container.transport.transshipment_departed": "Vessel departed a transshipment port.",
  "container.transport.feeder_arrived": "Feeder vessel or barge arrived.",
  "container.transport.feeder_discharged": "Container discharged from a feeder vessel or barge.",
  "container.transport.feeder_loaded": "Container loaded on a feeder vessel or barge.",
  "container.transport.feeder_departed": "Feeder vessel or barge departed.",
  "container.transport.vessel_arrived": "Vessel arrived at the port of discharge.",
  "container.transport.vessel_berthed": "Vessel berthed at the port of discharge.",
  "container.transport.vessel_discharged": "Container discharged at the port of discharge.",
  "container.transport.rail_loaded": "Container loaded on rail.",
  "container.transport.rail_departed": "Rail departed.",
  "container.transport.rail_arrived": "Rail arrived at the inland destination.",
  "container.transport.rail_unloaded": "Container unloaded from rail at the inland destination.",
  "container.transport.arrived_at_inland_destination": "Container arrived at its inland destination (rail moves only).",
  "container.transport.full_out": "Full container picked up from the terminal.",
  "container.transport.delivered": "Container marked as delivered.",
  "container.transport.empty_in": "Empty container returned.",
  "container.transport.available": "Container became available for pickup at the terminal.",
  "container.transport.not_available": "Container is no longer available for pickup.",
  "container.transport.estimated.vessel_arrived": "Estimated arrival of the vessel at the port of discharge changed.",
  "container.transport.estimated.vessel_departed": "Estimated departure of the vessel from the port of lading changed.",
  "container.transport.estimated.arrived_at_inland_destination": "Estimated arrival at the inland destination changed.",
  "shipment.estimated.arrival": "The shipment's estimated arrival at the port of discharge changed.",
  "container.created": "A container was added to a tracked shipment.",
  "container.updated":
    "Terminal data changed (availability, holds, fees, last free day, appointment, terminal); the changeset lists old and new values.",
  "container.pod_terminal_changed": "The container's terminal at the port of discharge changed.",
  "container.pickup_lfd.changed": "The container's last free day (pickup_lfd) changed.",
  "container.pickup_lfd_line.changed": "The last free day reported by the shipping line changed.",
  "container.pickup_lfd_terminal.changed": "The last free day reported by the terminal changed.",
  "container.pickup_lfd_rail.changed": "The last free day reported by the rail carrier changed (rail plan).",
  "container.pickup_appointment.changed": "The pickup appointment at the terminal changed.",
  "document.extracted": "A document was classified and its fields extracted.",
  "document.extraction_failed": "Classification or extraction of a document failed.",
};

const CATEGORIES: readonly { id: string; name: string; test: (e: WebhookEvent) => boolean }[] = [
  { id: "tracking-request-events", name: "Tracking Request Events", test: (e) => e.startsWith("tracking_request.") },
  {
    id: "container-milestone-events",
    name: "Container Milestone Events",
    test: (e) => e.startsWith("container.transport.") && !e.includes(".estimated."),
  },
  { id: "estimated-events", name: "Estimated Events", test: (e) => e.includes(".estimated.") },
  {
    id: "container-update-events",
    name: "Container Update Events",
    test: (e) => e.startsWith("container.") && !e.startsWith("container.transport."),
  },
  { id: "document-events", name: "Document Events", test: (e) => e.startsWith("document.") },
];

export function eventCategories(
  events: readonly WebhookEvent[],
): { id: string; type: string; attributes: { name: string; events: { name: string; description: string }[] } }[] {
  return CATEGORIES.map((cat) => ({
    id: cat.id,
    type: "webhook_event_category",
    attributes: {
      name: cat.name,
      events: events.filter(cat.test).map((name) => ({ name, description: EVENT_DESCRIPTIONS[name] })),
    },
  })).filter((cat) => cat.attributes.events.length > 0);
}
