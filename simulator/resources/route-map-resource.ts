// GET /containers/{id}/map_geojson: ports of the route as points and legs as straight lines.
import { iso, isoOrNull } from "../lib/time";
import { along } from "../vessels/voyages";
import { PORTS_BY_CODE, VESSELS_BY_ID, type Place } from "../world/reference-data";
import type { ContainerPlan } from "../world/types";
import type { ResourceContext } from "./resource-context";

export function routeGeoJson(ctx: ResourceContext, c: ContainerPlan): Record<string, unknown> {
  const s = ctx.world.shipment(c.shipmentIdx);
  const st = ctx.world.stateOf(c, ctx.now);
  const ports = [s.polCode, s.tsCode, s.podCode]
    .filter((p): p is string => p !== null)
    .map((code) => PORTS_BY_CODE.get(code))
    .filter((p): p is Place => p !== undefined);
  const labels = ports.map((_, i) => (i === 0 ? "POL" : i === ports.length - 1 ? "POD" : `TS${i}`));
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
      inbound_eta_at: null,
      inbound_ata_at:
        i === ports.length - 1
          ? isoOrNull(st.milestones.vesselArrived)
          : i > 0
            ? isoOrNull(st.milestones.tsArrived)
            : null,
      outbound_etd_at: null,
      outbound_atd_at:
        i === 0
          ? isoOrNull(st.milestones.vesselDeparted)
          : i < ports.length - 1
            ? isoOrNull(st.milestones.tsDeparted)
            : null,
    },
  }));
  for (let i = 0; i + 1 < ports.length; i += 1) {
    const a = ports[i];
    const b = ports[i + 1];
    if (!a || !b) continue;
    features.push({
      type: "Feature",
      geometry: {
        type: "LineString",
        coordinates: [
          [a.longitude, a.latitude],
          [b.longitude, b.latitude],
        ],
      },
      properties: {
        feature_type: "estimated_full_legs",
        ports_sequence: i + 1,
        previous_port_id: a.id,
        next_port_id: b.id,
        point_count: 2,
      },
    });
  }
  const onWater = st.status === "on_ship";
  const vessel = VESSELS_BY_ID.get(s.vesselId);
  if (onWater && vessel && ports.length >= 2) {
    const from = ports[0];
    const to = ports[ports.length - 1];
    if (from && to) {
      const total = s.podAta - s.polAtd;
      const frac = total > 0 ? Math.min(1, Math.max(0, (ctx.now - s.polAtd) / total)) : 0;
      // The short way round: a trans-Pacific voyage crosses the date line, not Africa.
      const at = along(from, to, frac);
      features.push({
        type: "Feature",
        geometry: { type: "Point", coordinates: [at.longitude, at.latitude] },
        properties: {
          feature_type: "current_vessel",
          ports_sequence: 1,
          vessel_id: vessel.id,
          vessel_name: vessel.name,
          vessel_imo: vessel.imo,
          voyage_number: s.voyage,
          vessel_location_timestamp: iso(ctx.now),
          vessel_location_heading: null,
          vessel_location_speed: 17.5,
        },
      });
    }
  }
  return { type: "FeatureCollection", features };
}
