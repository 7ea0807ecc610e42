import { instantText } from "@/lib/shared/format/date";
import { sortTransportEvents } from "@/lib/domain/transport-events";

// The milestone timeline of one container, from empty out to empty return, including rail legs. Each
// instant is shown in the zone of the place where it happened (port, inland ramp or empty depot), per the
// service's documentation of which zone applies to which field.

export type Milestone = {
  key: string;
  label: string;
  at: string | null;
  zone: string | null;
  estimated?: boolean;
  text: string | null;
};

type Attributes = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

type Spec = {
  key: string;
  label: string;
  field: string;
  zone: "pod" | "dest" | "empty";
  estimated?: boolean;
  rail?: boolean;
};

const SPECS: readonly Spec[] = [
  { key: "arrived", label: "Vessel arrived at port", field: "pod_arrived_at", zone: "pod" },
  { key: "discharged", label: "Discharged", field: "pod_discharged_at", zone: "pod" },
  { key: "rail_loaded", label: "Loaded on rail", field: "pod_rail_loaded_at", zone: "pod", rail: true },
  { key: "rail_departed", label: "Rail departed", field: "pod_rail_departed_at", zone: "pod", rail: true },
  {
    key: "ind_eta",
    label: "Inland arrival (estimated)",
    field: "ind_eta_at",
    zone: "dest",
    estimated: true,
    rail: true,
  },
  { key: "ind_ata", label: "Arrived at inland ramp", field: "ind_ata_at", zone: "dest", rail: true },
  { key: "rail_unloaded", label: "Unloaded from rail", field: "ind_rail_unloaded_at", zone: "dest", rail: true },
  { key: "full_out", label: "Picked up (full out)", field: "pod_full_out_at", zone: "pod" },
  { key: "dest_full_out", label: "Picked up at inland ramp", field: "final_destination_full_out_at", zone: "dest" },
  { key: "empty_returned", label: "Empty returned", field: "empty_terminated_at", zone: "empty" },
];

export type TransportEventLike = {
  id?: string;
  event: string;
  at: string | null;
  timezone?: string | null;
  location?: string | null;
  dataSource?: string | null;
  invalidatedAt?: string | null;
};

/** Milestones from the container's attributes; rail legs only when the box moves by rail. */
export function milestonesFromAttributes(attributes: Attributes): Milestone[] {
  const zones = {
    pod: str(attributes.pod_timezone),
    dest: str(attributes.final_destination_timezone) ?? str(attributes.pod_timezone),
    empty: str(attributes.empty_terminated_timezone) ?? str(attributes.pod_timezone),
  };
  const byRail = SPECS.some((spec) => spec.rail && str(attributes[spec.field]) !== null);
  return SPECS.filter((spec) => !spec.rail || byRail)
    .filter((spec) => spec.key !== "dest_full_out" || byRail)
    .filter((spec) => spec.key !== "full_out" || !byRail || str(attributes[spec.field]) !== null)
    .map((spec) => {
      const at = str(attributes[spec.field]);
      const zone = zones[spec.zone];
      return {
        key: spec.key,
        label: spec.label,
        at,
        zone,
        estimated: spec.estimated,
        text: at ? instantText(at, zone) : null,
      };
    });
}

const EVENT_LABELS: Record<string, string> = {
  "container.transport.empty_out": "Empty out to shipper",
  "container.transport.full_in": "Full in at origin terminal",
  "container.transport.vessel_loaded": "Loaded on vessel",
  "container.transport.vessel_departed": "Vessel departed",
  "container.transport.transshipment_arrived": "Transshipment arrived",
  "container.transport.transshipment_discharged": "Transshipment discharged",
  "container.transport.transshipment_loaded": "Transshipment loaded",
  "container.transport.transshipment_departed": "Transshipment departed",
  "container.transport.vessel_arrived": "Vessel arrived at port",
  "container.transport.vessel_berthed": "Vessel berthed",
  "container.transport.vessel_discharged": "Discharged",
  "container.transport.available": "Available for pickup",
  "container.transport.not_available": "Not available",
  "container.transport.rail_loaded": "Loaded on rail",
  "container.transport.rail_departed": "Rail departed",
  "container.transport.rail_arrived": "Rail arrived",
  "container.transport.rail_unloaded": "Unloaded from rail",
  "container.transport.full_out": "Picked up (full out)",
  "container.transport.empty_in": "Empty returned",
};

export function eventLabel(event: string): string {
  return EVENT_LABELS[event] ?? event.replace(/^container\.transport\./, "").replace(/_/g, " ");
}

/**
 * Transport events, oldest first by event time (ties broken as lib/domain/transport-events.ts does, never by
 * the order the service listed them), each in its own place's zone. Withdrawn events did not happen.
 */
export function milestonesFromEvents(events: readonly TransportEventLike[]): Milestone[] {
  const dated = events.filter((event) => event.at && !event.invalidatedAt);
  return sortTransportEvents(
    dated.map((event, index) => ({ ...event, id: event.id ?? `${index}`, timestamp: event.at })),
  ).map((event, index) => ({
    key: `${event.event}-${index}`,
    label: event.location ? `${eventLabel(event.event)} · ${event.location}` : eventLabel(event.event),
    at: event.at,
    zone: event.timezone ?? null,
    text: event.at ? instantText(event.at, event.timezone ?? null) : null,
  }));
}
