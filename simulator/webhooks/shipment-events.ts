// Shipment-level estimate events: shipment.estimated.arrival (estimated_event) and the per-container
// container.transport.estimated.vessel_arrived.
import type { Resource } from "../http/jsonapi";
import { stableUuid } from "../lib/prng";
import { iso } from "../lib/time";
import type { ResourceContext } from "../resources/resource-context";
import { placeResource } from "../resources/places";
import { shipmentResource } from "../resources/container-and-shipment";
import { PORTS_BY_CODE } from "../world/reference-data";
import { etaAt, vesselFacts } from "../world/shipment-facts";
import type { ShipmentPlan } from "../world/types";
import type { EventEmitter } from "./emitter";

export function estimatedArrival(ctx: ResourceContext, emitter: EventEmitter, s: ShipmentPlan): number {
  const eta = etaAt(ctx.world, s, ctx.now);
  // A line that gives no ETA sends no estimate.
  if (eta === null) return 0;
  const voyage = vesselFacts(ctx.world, s).voyage;
  const pod = PORTS_BY_CODE.get(s.podCode);
  const seed = ctx.world.seed;
  let count = 0;
  emitter.emit(s.account, "shipment.estimated.arrival", () => {
    const ev: Resource = {
      id: stableUuid(seed, "estimated_event", s.id, eta),
      type: "estimated_event",
      attributes: {
        created_at: iso(ctx.now),
        estimated_timestamp: iso(eta),
        voyage_number: voyage,
        event: "shipment.estimated.arrival",
        location_locode: pod?.code ?? null,
        data_source: "shipping_line",
        timezone: pod?.timeZone ?? null,
      },
      relationships: {
        shipment: { data: { id: s.id, type: "shipment" } },
        port: { data: pod ? { id: pod.id, type: "port" } : null },
        vessel: { data: { id: s.vesselId, type: "vessel" } },
      },
    };
    return { reference: ev, included: [shipmentResource(ctx, s), ...(pod ? [placeResource(pod)] : []), ev] };
  });
  count += 1;
  for (const idx of s.containerIdxs) {
    const c = ctx.world.container(idx);
    emitter.emit(s.account, "container.transport.estimated.vessel_arrived", () => {
      const te: Resource = {
        id: stableUuid(seed, "transport_event", c.id, "estimated.vessel_arrived", eta),
        type: "transport_event",
        attributes: {
          event: "container.transport.estimated.vessel_arrived",
          created_at: iso(ctx.now),
          voyage_number: voyage,
          timestamp: iso(eta),
          data_source: "shipping_line",
          location_locode: pod?.code ?? null,
          timezone: pod?.timeZone ?? null,
        },
        relationships: {
          shipment: { data: { id: s.id, type: "shipment" } },
          container: { data: { id: c.id, type: "container" } },
          location: { data: pod ? { id: pod.id, type: "port" } : null },
          vessel: { data: { id: s.vesselId, type: "vessel" } },
          terminal: { data: null },
        },
      };
      return { reference: te, included: [te] };
    });
    count += 1;
  }
  return count;
}
