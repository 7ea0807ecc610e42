// GET /containers/{id}/raw_events: the carrier's milestones as reported, past ones and, while the shipment
// is still tracked, the planned ones not reached yet, marked `estimated` (the deprecated endpoint's one
// advantage over transport_events; like a carrier's, an estimate can be overdue). Locations and vessels come
// along in `included`, as in the captured response.
import type { Resource } from "../http/jsonapi";
import { stableUuid } from "../lib/prng";
import { iso, MINUTE } from "../lib/time";
import { CARRIERS_BY_SCAC, VESSELS_BY_ID } from "../world/reference-data";
import type { ContainerState } from "../world/state-types";
import { MILESTONES, type ContainerPlan, type MilestoneKey } from "../world/types";
import type { ResourceContext } from "./resource-context";
import { eventPlace } from "./event-place";
import { cachedId } from "./id-cache";
import { placeResource, vesselResource } from "./places";

/** Normalized name (null where the service has none, e.g. berthing) and the carrier's own wording. */
const RAW: Record<MilestoneKey, [string | null, string]> = {
  emptyOut: ["empty_out", "Gate out empty"],
  fullIn: ["full_in", "Truck Arrival in"],
  vesselLoaded: ["vessel_loaded", "Vessel Loaded"],
  vesselDeparted: ["vessel_departed", "Vessel departed"],
  tsArrived: ["transshipment_arrived", "Vessel arrived"],
  tsDischarged: ["transshipment_discharged", "Vessel Discharged"],
  tsLoaded: ["transshipment_loaded", "Vessel Loaded"],
  tsDeparted: ["transshipment_departed", "Vessel departed"],
  vesselArrived: ["vessel_arrived", "Vessel arrived"],
  vesselBerthed: [null, "Vessel berthed"],
  vesselDischarged: ["vessel_discharged", "Vessel Discharged"],
  podRailLoaded: ["rail_loaded", "Loaded on rail"],
  podRailDeparted: ["rail_departed", "Rail departed"],
  railArrived: ["rail_arrived", "Rail arrived"],
  railUnloaded: ["rail_unloaded", "Unloaded from rail"],
  arrivedAtInland: ["arrived_at_destination", "Arrived at final destination"],
  fullOut: ["full_out", "Truck Departure from"],
  delivered: ["delivered", "Delivered"],
  emptyIn: ["empty_in", "Gate in empty"],
};

interface RawRow {
  key: MilestoneKey;
  t: number;
  estimated: boolean;
}

export const rawEventId = (seed: number, containerId: string, key: MilestoneKey): string =>
  stableUuid(seed, "raw_event", containerId, key);

const rawIdOf = (seed: number, c: ContainerPlan, key: MilestoneKey): string =>
  cachedId(c, `raw:${key}`, () => rawEventId(seed, c.id, key));

/** The line's rows, oldest first: every reached milestone, and the planned ones while still tracked. */
function rawRows(ctx: ResourceContext, c: ContainerPlan, state: ContainerState): RawRow[] {
  const world = ctx.world;
  const s = world.shipment(c.shipmentIdx);
  const tracked = world.tracking(s, ctx.now).stoppedAt === null;
  const rows: RawRow[] = [];
  for (const key of MILESTONES) {
    const actual = state.milestones[key];
    const planned = c.milestones[key];
    if (actual !== null) rows.push({ key, t: actual, estimated: false });
    else if (tracked && planned !== null) rows.push({ key, t: planned, estimated: true });
  }
  return rows.sort((a, b) => a.t - b.t);
}

/** Ids for the container's `raw_events` relationship (the same rows GET raw_events returns). */
export function rawEventIds(ctx: ResourceContext, c: ContainerPlan, state: ContainerState): string[] {
  return rawRows(ctx, c, state).map((r) => rawIdOf(ctx.world.seed, c, r.key));
}

export function rawEvents(ctx: ResourceContext, c: ContainerPlan): { data: Resource[]; included: Resource[] } {
  const world = ctx.world;
  const s = world.shipment(c.shipmentIdx);
  const state = world.stateOf(c, ctx.now);
  const carrier = CARRIERS_BY_SCAC.get(s.scac);
  const rows = rawRows(ctx, c, state);
  const included = new Map<string, Resource>();
  const data = rows.map(({ key, t, estimated }, index): Resource => {
    const where = eventPlace(key, s, c, state.podTerminalId);
    const vessel = where.vesselId ? VESSELS_BY_ID.get(where.vesselId) : undefined;
    if (where.place) included.set(`${where.place.kind}:${where.place.id}`, placeResource(where.place));
    if (vessel) included.set(`vessel:${vessel.id}`, vesselResource(vessel));
    const [event, original] = RAW[key];
    return {
      id: rawIdOf(world.seed, c, key),
      type: "raw_event",
      attributes: {
        actual_on: null,
        estimated_on: null,
        actual_at: estimated ? null : iso(t),
        estimated_at: estimated ? iso(t) : null,
        will_occur_at: estimated ? iso(t) : null,
        event,
        timestamp: iso(t),
        estimated,
        invalidated_at: null,
        index,
        original_event: original,
        created_at: iso(estimated ? c.createdAt : Math.min(ctx.now, t + 20 * MINUTE)),
        data_source: "shipping_line",
        data_provider_name: carrier?.name ?? s.scac,
        data_provider_code: s.scac,
        voyage_number: where.voyage,
        location_name: where.place?.name ?? "",
        location_locode: where.place?.code ?? null,
        vessel_name: vessel?.name ?? null,
        vessel_imo: vessel?.imo ?? null,
        timezone: where.place?.timeZone ?? null,
      },
      relationships: {
        location: { data: where.place ? { id: where.place.id, type: where.place.kind } : null },
        vessel: { data: vessel ? { id: vessel.id, type: "vessel" } : null },
        container: { data: { id: c.id, type: "container" } },
        terminal: { data: null },
      },
    };
  });
  return { data, included: [...included.values()] };
}
