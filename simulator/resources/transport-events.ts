// Transport events: the container's past milestones rendered as canonical transport_event resources.
import type { Resource } from "../http/jsonapi";
import { withRelations } from "../http/jsonapi";
import { stableUuid } from "../lib/prng";
import { iso, MINUTE } from "../lib/time";
import { METROS_BY_CODE, PORTS_BY_CODE, TERMINALS_BY_ID, VESSELS, type Place } from "../world/reference-data";
import { MILESTONE_EVENTS, MILESTONES, type ContainerPlan, type ContainerState, type MilestoneKey, type ShipmentPlan } from "../world/types";
import type { ResourceContext } from "./context";
import { placeResource, terminalResource, vesselResource } from "./places";

interface EventPlace {
  place: Place | undefined;
  terminalId: string | null;
  terminalType: "terminal" | "rail_terminal";
  vesselId: string | null;
  voyage: string | null;
  source: "shipping_line" | "terminal";
}

export function eventPlace(key: MilestoneKey, s: ShipmentPlan, c: ContainerPlan, podTerminalId: string): EventPlace {
  const pol = PORTS_BY_CODE.get(s.polCode);
  const pod = PORTS_BY_CODE.get(s.podCode);
  const ts = s.tsCode ? PORTS_BY_CODE.get(s.tsCode) : undefined;
  const metro = s.destinationMetro ? METROS_BY_CODE.get(s.destinationMetro) : undefined;
  const firstLegVessel = s.tsVesselId ?? s.vesselId;
  const firstLegVoyage = s.tsVoyage ?? s.voyage;
  const none = { terminalId: null, terminalType: "terminal" as const, vesselId: null, voyage: null, source: "shipping_line" as const };
  switch (key) {
    case "emptyOut":
    case "fullIn":
      return { ...none, place: pol };
    case "vesselLoaded":
    case "vesselDeparted":
      return { ...none, place: pol, vesselId: firstLegVessel, voyage: firstLegVoyage };
    case "tsArrived":
    case "tsDischarged":
      return { ...none, place: ts, vesselId: firstLegVessel, voyage: firstLegVoyage };
    case "tsLoaded":
    case "tsDeparted":
      return { ...none, place: ts, vesselId: s.vesselId, voyage: s.voyage };
    case "vesselArrived":
    case "vesselBerthed":
    case "vesselDischarged":
      return { ...none, place: pod, terminalId: podTerminalId, vesselId: s.vesselId, voyage: s.voyage, source: key === "vesselDischarged" ? "terminal" : "shipping_line" };
    case "podRailLoaded":
    case "podRailDeparted":
      return { ...none, place: pod, terminalId: podTerminalId };
    case "railArrived":
    case "railUnloaded":
    case "arrivedAtInland":
      return { ...none, place: metro, terminalId: c.railTerminalId, terminalType: "rail_terminal" };
    case "fullOut":
    case "delivered":
    case "emptyIn":
      return c.railTerminalId
        ? { ...none, place: metro, terminalId: key === "fullOut" ? c.railTerminalId : null, terminalType: "rail_terminal" }
        : { ...none, place: pod, terminalId: key === "fullOut" ? podTerminalId : null, source: key === "fullOut" ? "terminal" : "shipping_line" };
  }
}

export const transportEventId = (seed: number, containerId: string, key: string): string => stableUuid(seed, "transport_event", containerId, key);

export function transportEventResource(
  ctx: ResourceContext,
  c: ContainerPlan,
  s: ShipmentPlan,
  key: MilestoneKey,
  timestamp: number,
  podTerminalId: string,
): Resource {
  const where = eventPlace(key, s, c, podTerminalId);
  const vessel = where.vesselId ? VESSELS.find((v) => v.id === where.vesselId) : undefined;
  const terminal = where.terminalId ? TERMINALS_BY_ID.get(where.terminalId) : undefined;
  const r: Resource = {
    id: transportEventId(ctx.world.seed, c.id, key),
    type: "transport_event",
    attributes: {
      event: MILESTONE_EVENTS[key],
      created_at: iso(Math.max(timestamp, Math.min(timestamp + 20 * MINUTE, ctx.now))),
      voyage_number: where.voyage,
      timestamp: iso(timestamp),
      data_source: where.source,
      invalidated_at: null,
      location_locode: where.place?.code ?? null,
      timezone: where.place?.timeZone ?? null,
      value: null,
    },
    relationships: {
      shipment: { data: { id: s.id, type: "shipment" } },
      container: { data: { id: c.id, type: "container" } },
      vessel: { data: vessel ? { id: vessel.id, type: "vessel" } : null },
      location: { data: where.place ? { id: where.place.id, type: where.place.kind } : null },
      terminal: { data: terminal ? { id: terminal.id, type: where.terminalType } : null },
    },
  };
  return withRelations(r, {
    location: () => (where.place ? [placeResource(where.place)] : []),
    terminal: () => (terminal ? [terminalResource(terminal, where.terminalType)] : []),
    vessel: () => (vessel ? [vesselResource(vessel)] : []),
  });
}

/** Past canonical events, oldest first. */
export function pastTransportEvents(ctx: ResourceContext, c: ContainerPlan, state: ContainerState): Resource[] {
  const s = ctx.world.shipment(c.shipmentIdx);
  const out: { t: number; r: Resource }[] = [];
  for (const key of MILESTONES) {
    const t = state.milestones[key];
    if (t === null) continue;
    out.push({ t, r: transportEventResource(ctx, c, s, key, t, state.podTerminalId) });
  }
  return out.sort((a, b) => a.t - b.t).map((e) => e.r);
}
