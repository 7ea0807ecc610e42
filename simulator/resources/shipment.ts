// The shipment resource. ETAs, ATAs and line-tracking fields are computed for the requested instant. Its
// containers are included by container-and-shipment.ts, where the two resources that include each other meet.
import type { RelationLoaders, Resource } from "../http/jsonapi";
import { HOUR, isoOrNull } from "../lib/time";
import { CARRIERS_BY_SCAC, METROS_BY_CODE, PORTS_BY_CODE, TERMINALS_BY_ID } from "../world/reference-data";
import { etaAt, originalEtaOf, vesselFacts } from "../world/shipment-facts";
import type { ContainerPlan, ShipmentPlan } from "../world/types";
import { USER_IDS } from "../world/reference-data";
import type { ResourceContext } from "./resource-context";
import { placeResource, terminalResource } from "./places";

/** The shipment resource, the loaders of its relationships but `containers`, and the containers it lists. */
export function shipmentParts(
  ctx: ResourceContext,
  s: ShipmentPlan,
): { resource: Resource; loaders: RelationLoaders; containers: ContainerPlan[] } {
  const t = ctx.now;
  const tracking = ctx.world.tracking(s, t);
  const seenAt = Math.min(t, tracking.stoppedAt ?? Infinity);
  const carrier = CARRIERS_BY_SCAC.get(s.scac);
  const pol = PORTS_BY_CODE.get(s.polCode);
  const pod = PORTS_BY_CODE.get(s.podCode);
  const metro = s.destinationMetro ? METROS_BY_CODE.get(s.destinationMetro) : undefined;
  const podTerminal = TERMINALS_BY_ID.get(s.podTerminalId);
  const destTerminal = s.destinationTerminalId ? TERMINALS_BY_ID.get(s.destinationTerminalId) : undefined;
  const vessel = vesselFacts(ctx.world, s);
  const arrived = s.podAta <= seenAt;
  const departed = s.polAtd <= seenAt;
  const destArrived = s.destinationAta !== null && s.destinationAta <= seenAt;
  const lastAttempt = Math.max(s.createdAt, Math.floor(seenAt / (3 * HOUR)) * 3 * HOUR);
  const visibleContainers = s.containerIdxs.map((i) => ctx.world.container(i));
  const relationships: Record<string, unknown> = {
    port_of_lading: { data: pol ? { id: pol.id, type: "port" } : null },
    port_of_discharge: { data: pod ? { id: pod.id, type: "port" } : null },
    pod_terminal: { data: { id: s.podTerminalId, type: "terminal" } },
    destination: { data: metro ? { id: metro.id, type: "metro_area" } : null },
    containers: { data: visibleContainers.map((c) => ({ id: c.id, type: "container" })) },
  };
  // Sent with null data when empty, as the service does (the spec's schema has no null for these two).
  relationships.destination_terminal = { data: destTerminal ? { id: destTerminal.id, type: "rail_terminal" } : null };
  relationships.line_tracking_stopped_by_user = {
    data: tracking.byUser ? { id: USER_IDS[s.account], type: "user" } : null,
  };
  const customer = ctx.world.parties.byShipmentCustomer(s.customerId);
  const r: Resource = {
    id: s.id,
    type: "shipment",
    attributes: {
      created_at: isoOrNull(s.createdAt),
      ref_numbers: s.refNumbers,
      tags: s.tags,
      bill_of_lading_number: s.bol,
      normalized_number: s.bol.slice(4),
      shipping_line_scac: s.scac,
      shipping_line_name: carrier?.name ?? s.scac,
      shipping_line_short_name: carrier?.shortName ?? s.scac,
      customer_name: customer?.companyName ?? s.customerName,
      port_of_lading_locode: pol?.code ?? null,
      port_of_lading_name: pol?.name ?? null,
      port_of_discharge_locode: pod?.code ?? null,
      port_of_discharge_name: pod?.name ?? null,
      pod_vessel_name: vessel.name,
      pod_vessel_imo: vessel.imo,
      pod_voyage_number: vessel.voyage,
      destination_locode: metro?.code ?? null,
      destination_name: metro?.name ?? null,
      destination_timezone: metro?.timeZone ?? null,
      destination_ata_at: destArrived ? isoOrNull(s.destinationAta) : null,
      destination_eta_at: metro && !destArrived && departed ? isoOrNull(s.destinationEta) : null,
      pol_etd_at: departed ? null : isoOrNull(s.polEtd),
      pol_atd_at: departed ? isoOrNull(s.polAtd) : null,
      pol_timezone: pol?.timeZone ?? null,
      pod_eta_at: isoOrNull(etaAt(ctx.world, s, seenAt)),
      pod_original_eta_at: isoOrNull(originalEtaOf(ctx.world, s)),
      pol_original_etd_at: isoOrNull(s.polOriginalEtd),
      destination_original_eta_at: metro && departed ? isoOrNull(s.destinationOriginalEta) : null,
      pod_ata_at: arrived ? isoOrNull(s.podAta) : null,
      pod_timezone: pod?.timeZone ?? null,
      line_tracking_last_attempted_at: isoOrNull(lastAttempt),
      line_tracking_last_succeeded_at: isoOrNull(lastAttempt),
      line_tracking_stopped_at: isoOrNull(tracking.stoppedAt),
      line_tracking_stopped_reason: tracking.reason,
    },
    relationships,
    // Relative, as the service sends it (the spec's `format: uri` says absolute; the captures disagree).
    links: { self: `/v2/shipments/${s.id}` },
  };
  const loaders: RelationLoaders = {
    port_of_lading: () => (pol ? [placeResource(pol)] : []),
    port_of_discharge: () => (pod ? [placeResource(pod)] : []),
    destination: () => (metro ? [placeResource(metro)] : []),
    pod_terminal: () => (podTerminal ? [terminalResource(podTerminal, "terminal")] : []),
    destination_terminal: () => (destTerminal ? [terminalResource(destTerminal, "rail_terminal")] : []),
  };
  return { resource: r, loaders, containers: visibleContainers };
}
