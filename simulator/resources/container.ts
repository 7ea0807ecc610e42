// The container resource, rendered from the computed state so that every attribute agrees with current_status.
// Its shipment is included by container-and-shipment.ts, where the two resources that include each other meet.
import type { RelationLoaders, Resource } from "../http/jsonapi";
import { isoOrNull } from "../lib/time";
import { TERMINALS_BY_ID } from "../world/reference-data";
import type { ContainerState } from "../world/state-types";
import type { ContainerPlan } from "../world/types";
import type { ResourceContext } from "./resource-context";
import { importDeadlines } from "./import-deadlines-resource";
import { terminalResource } from "./places";
import { rawEventIds } from "./raw-events";
import { pastTransportEventIds, pastTransportEvents } from "./transport-events-resource";

export function containerAttributes(
  ctx: ResourceContext,
  c: ContainerPlan,
  st: ContainerState,
): Record<string, unknown> {
  const m = st.milestones;
  const isRail = c.railTerminalId !== null;
  const s = ctx.world.shipment(c.shipmentIdx);
  const lastLineCheck = Math.min(st.effectiveAt, ctx.now);
  const set = ctx.world.overrides.get(c.idx);
  const equipment = { type: c.equipmentType, length: c.equipmentLength, height: c.equipmentHeight, ...set?.equipment };
  // Every key the service sends is present; what is not known is null (the captures hold all of them).
  return {
    number: c.number,
    seal_number: c.sealNumber,
    created_at: isoOrNull(c.createdAt),
    ref_numbers: c.refNumbers,
    pod_arrived_at: isoOrNull(m.vesselArrived),
    pod_discharged_at: isoOrNull(m.vesselDischarged),
    final_destination_full_out_at: isRail ? isoOrNull(m.fullOut) : null,
    holds_at_pod_terminal: st.holds,
    available_for_pickup: st.availableForPickup,
    delivered_at: isoOrNull(m.delivered),
    current_status: st.status,
    empty_out_at: isoOrNull(m.emptyOut),
    pol_full_in_at: isoOrNull(m.fullIn),
    pol_vessel_loaded_at: isoOrNull(m.vesselLoaded),
    pol_vessel_departed_at: isoOrNull(m.vesselDeparted),
    equipment_type: equipment.type,
    equipment_length: equipment.length,
    equipment_height: equipment.height,
    // The terminal's gate-out: a pickup, an off-dock move, or on a rail move the rail departure (as the
    // service reports it for boxes then waiting at the inland ramp, despite the spec's "null for inland").
    pod_full_out_at: isoOrNull(st.podFullOutAt),
    empty_terminated_at: isoOrNull(m.emptyIn),
    terminal_checked_at: isoOrNull(st.terminalCheckedAt),
    fees_at_pod_terminal: st.fees,
    pickup_lfd: isoOrNull(st.pickupLfd),
    pickup_appointment_at: isoOrNull(st.appointment),
    pod_full_out_chassis_number: st.chassisNumber,
    location_at_pod_terminal: st.locationAtPodTerminal,
    pod_last_tracking_request_at: isoOrNull(st.terminalCheckedAt),
    shipment_last_tracking_request_at:
      s.createdAt <= lastLineCheck
        ? isoOrNull(Math.max(s.createdAt, Math.floor(lastLineCheck / 10_800_000) * 10_800_000))
        : null,
    rail_last_tracking_request_at: isoOrNull(st.railCheckedAt),
    availability_known: st.availabilityKnown,
    pod_timezone: st.podTimezone,
    final_destination_timezone: st.rampTimezone,
    weight_in_lbs: set?.weightLbs !== undefined ? set.weightLbs : c.weightLbs,
    empty_terminated_timezone: isRail ? st.rampTimezone : st.podTimezone,
    pod_rail_carrier_scac: c.podRailCarrier,
    ind_rail_carrier_scac: c.indRailCarrier,
    pod_rail_loaded_at: isoOrNull(m.podRailLoaded),
    pod_rail_departed_at: isoOrNull(m.podRailDeparted),
    ind_eta_at: isRail && m.railArrived === null && m.podRailDeparted !== null ? isoOrNull(c.indEta) : null,
    ind_ata_at: isoOrNull(m.railArrived),
    ind_rail_unloaded_at: isoOrNull(m.railUnloaded),
    // The ramp's own holds and fees are not reported by any source the simulator models: unknown.
    ind_facility_holds: null,
    ind_facility_fees: null,
    // Deprecated mirror of pickup_lfd_rail, still sent by the service next to it.
    ind_facility_lfd_on: isoOrNull(st.indFacilityLfd),
    import_deadlines: importDeadlines(c, s, st),
    ssl_lfd: null,
  };
}

/** The container resource and the loaders of its relationships, all but `shipment`. */
export function containerParts(
  ctx: ResourceContext,
  c: ContainerPlan,
  st: ContainerState,
): { resource: Resource; loaders: RelationLoaders } {
  const s = ctx.world.shipment(c.shipmentIdx);
  const podTerminal = TERMINALS_BY_ID.get(st.podTerminalId);
  const pickupId = c.railTerminalId ?? st.podTerminalId;
  const pickup = TERMINALS_BY_ID.get(pickupId);
  const r: Resource = {
    id: c.id,
    type: "container",
    attributes: containerAttributes(ctx, c, st),
    relationships: {
      shipment: { data: { id: s.id, type: "shipment" } },
      pickup_facility: { data: { id: pickupId, type: "terminal" } },
      pod_terminal: { data: { id: st.podTerminalId, type: "terminal" } },
      transport_events: { data: pastTransportEventIds(ctx, c, st).map((id) => ({ id, type: "transport_event" })) },
      raw_events: { data: rawEventIds(ctx, c, st).map((id) => ({ id, type: "raw_event" })) },
    },
  };
  const loaders: RelationLoaders = {
    pod_terminal: () => (podTerminal ? [terminalResource(podTerminal, "terminal")] : []),
    pickup_facility: () => (pickup ? [terminalResource(pickup, "terminal")] : []),
    transport_events: () => pastTransportEvents(ctx, c, st),
  };
  return { resource: r, loaders };
}
