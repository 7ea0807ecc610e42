// GET /containers/{id}/map_geojson: the route's ports as points and its legs along the sea lanes, as the real
// service draws them: legs sailed as past_vessel_locations, the leg under way split at the vessel
// (past_vessel_locations to it, estimated_partial_leg from it, and a current_vessel point), legs ahead as
// estimated_full_legs.
import { iso, isoOrNull } from "../lib/time";
import { valueAt } from "../world/container-state";
import { PORTS_BY_CODE, VESSELS_BY_ID, type Place } from "../world/reference-data";
import { densify, seaRoute, splitRoute, type LonLat } from "../world/sea-lanes";
import type { ContainerPlan } from "../world/types";
import type { ResourceContext } from "./resource-context";

type Leg = {
  from: Place;
  to: Place;
  sequence: number;
  depart: number | null;
  arrive: number | null;
  vesselId: string | null;
  voyage: string;
};

const line = (coordinates: readonly LonLat[], properties: Record<string, unknown>): Record<string, unknown> => ({
  type: "Feature",
  geometry: { type: "LineString", coordinates: coordinates.map(([lon, lat]) => [lon, lat]) },
  properties: { ...properties, point_count: coordinates.length },
});

function legsOf(ctx: ResourceContext, c: ContainerPlan, ports: Place[]): Leg[] {
  const s = ctx.world.shipment(c.shipmentIdx);
  const [pol, second, third] = ports;
  if (!pol || !second) return [];
  if (!third)
    return [
      {
        from: pol,
        to: second,
        sequence: 1,
        depart: s.polAtd,
        arrive: s.podAta,
        vesselId: s.vesselId,
        voyage: s.voyage,
      },
    ];
  return [
    {
      from: pol,
      to: second,
      sequence: 1,
      depart: s.polAtd,
      arrive: c.milestones.tsArrived,
      vesselId: s.tsVesselId ?? s.vesselId,
      voyage: s.tsVoyage ?? s.voyage,
    },
    {
      from: second,
      to: third,
      sequence: 2,
      depart: c.milestones.tsDeparted,
      arrive: s.podAta,
      vesselId: s.vesselId,
      voyage: s.voyage,
    },
  ];
}

function legFeatures(ctx: ResourceContext, leg: Leg): Record<string, unknown>[] {
  const lane = seaRoute(leg.from.code, leg.to.code);
  const now = ctx.now;
  const sailed = (coordinates: readonly LonLat[], end: number | null) =>
    line(coordinates, {
      feature_type: "past_vessel_locations",
      ports_sequence: leg.sequence,
      vessel_id: leg.vesselId,
      start_time: isoOrNull(leg.depart),
      end_time: iso(end ?? now),
      outbound_atd_at: isoOrNull(leg.depart),
      inbound_ata_at: end === null ? null : iso(end),
      inbound_eta_at: end === null ? isoOrNull(leg.arrive) : null,
    });
  if (leg.arrive !== null && leg.arrive <= now) return [sailed(densify(lane), leg.arrive)];
  if (leg.depart === null || leg.depart > now || leg.arrive === null)
    return [
      line(densify(lane), {
        feature_type: "estimated_full_legs",
        ports_sequence: leg.sequence,
        previous_port_id: leg.from.id,
        next_port_id: leg.to.id,
      }),
    ];
  const split = splitRoute(densify(lane), (now - leg.depart) / (leg.arrive - leg.depart));
  const vessel = leg.vesselId ? VESSELS_BY_ID.get(leg.vesselId) : undefined;
  return [
    sailed(split.sailed, null),
    line(split.ahead, {
      feature_type: "estimated_partial_leg",
      ports_sequence: leg.sequence,
      current_port_id: leg.from.id,
      next_port_id: leg.to.id,
    }),
    ...(vessel
      ? [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [split.at[0], split.at[1]] },
            properties: {
              feature_type: "current_vessel",
              ports_sequence: leg.sequence,
              vessel_id: vessel.id,
              vessel_name: vessel.name,
              vessel_imo: vessel.imo,
              voyage_number: leg.voyage,
              vessel_location_timestamp: iso(now),
              vessel_location_heading: null,
              vessel_location_speed: 17.5,
            },
          },
        ]
      : []),
  ];
}

export function routeGeoJson(ctx: ResourceContext, c: ContainerPlan): Record<string, unknown> {
  const s = ctx.world.shipment(c.shipmentIdx);
  const st = ctx.world.stateOf(c, ctx.now);
  const ports = [s.polCode, s.tsCode, s.podCode]
    .filter((p): p is string => p !== null)
    .map((code) => PORTS_BY_CODE.get(code))
    .filter((p): p is Place => p !== undefined);
  const labels = ports.map((_, i) => (i === 0 ? "POL" : i === ports.length - 1 ? "POD" : `TS${i}`));
  const podArrived = st.milestones.vesselArrived;
  const features: Record<string, unknown>[] = ports.map((p, i) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [p.longitude, p.latitude] },
    properties: {
      feature_type: "port",
      ports_sequence: i + 1,
      ports_total: ports.length,
      location_id: p.id,
      location_type: "Port",
      name: p.name,
      state_abbr: p.stateAbbr,
      state: null,
      country_code: p.countryCode,
      country: p.countryCode,
      time_zone: p.timeZone,
      label: labels[i],
      inbound_eta_at: i === ports.length - 1 && podArrived === null ? isoOrNull(valueAt(s.podEta, ctx.now)) : null,
      inbound_ata_at:
        i === ports.length - 1 ? isoOrNull(podArrived) : i > 0 ? isoOrNull(st.milestones.tsArrived) : null,
      outbound_etd_at: null,
      outbound_atd_at:
        i === 0
          ? isoOrNull(st.milestones.vesselDeparted)
          : i < ports.length - 1
            ? isoOrNull(st.milestones.tsDeparted)
            : null,
    },
  }));
  for (const leg of legsOf(ctx, c, ports)) features.push(...legFeatures(ctx, leg));
  return { type: "FeatureCollection", features };
}
