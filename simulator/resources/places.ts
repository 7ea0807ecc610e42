// Reference resources: ports, metro areas, terminals, rail terminals, vessels and shipping lines.
import type { Resource } from "../http/jsonapi";
import { withRelations } from "../http/jsonapi";
import {
  CARRIERS,
  METROS_BY_CODE,
  PORTS_BY_CODE,
  type Carrier,
  type Place,
  type Terminal,
  type Vessel,
} from "../world/reference-data";

export function placeResource(place: Place): Resource {
  return {
    id: place.id,
    type: place.kind,
    attributes: {
      id: place.id,
      name: place.name,
      code: place.code,
      state_abbr: place.stateAbbr,
      city: place.city,
      country_code: place.countryCode,
      latitude: place.latitude,
      longitude: place.longitude,
      time_zone: place.timeZone,
    },
  };
}

const omitNull = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** Renders a terminal. A rail ramp is a `rail_terminal` as a destination, but a `terminal` as a pickup facility. */
export function terminalResource(terminal: Terminal, as: "terminal" | "rail_terminal" = terminal.kind): Resource {
  const port = terminal.portCode ? PORTS_BY_CODE.get(terminal.portCode) : undefined;
  const metro = terminal.metroCode ? METROS_BY_CODE.get(terminal.metroCode) : undefined;
  if (as === "rail_terminal") {
    const r: Resource = {
      id: terminal.id,
      type: "rail_terminal",
      attributes: omitNull({ id: terminal.id, name: terminal.name, nickname: terminal.nickname, firms_code: terminal.firmsCode, city: terminal.city }),
      relationships: {
        port: { data: null },
        metro_area: metro ? { data: { id: metro.id, type: "metro_area" } } : {},
      },
    };
    return withRelations(r, { metro_area: () => (metro ? [placeResource(metro)] : []) });
  }
  const r: Resource = {
    id: terminal.id,
    type: "terminal",
    attributes: omitNull({
      id: terminal.id,
      nickname: terminal.nickname,
      name: terminal.name,
      firms_code: terminal.firmsCode,
      smdg_code: terminal.smdgCode,
      provided_data: {
        pickup_lfd: terminal.kind === "terminal",
        available_for_pickup: terminal.providesAvailability,
        fees_at_pod_terminal: terminal.providesFees,
        holds_at_pod_terminal: terminal.kind === "terminal",
        pickup_appointment_at: terminal.providesAppointments,
        location_at_pod_terminal: terminal.kind === "terminal",
        pod_full_out_chassis_number: terminal.kind === "terminal",
      },
      street: terminal.street,
      city: terminal.city,
      state: terminal.state,
      state_abbr: terminal.stateAbbr,
      zip: terminal.zip,
      country: terminal.country,
      facility_type: terminal.kind === "terminal" ? "ocean_terminal" : "rail_terminal",
    }),
    // An inland ramp has no port; JSON:API allows a relationship object without data.
    relationships: { port: port ? { data: { id: port.id, type: "port" } } : {} },
  };
  return withRelations(r, { port: () => (port ? [placeResource(port)] : []) });
}

export function vesselResource(v: Vessel): Resource {
  return { id: v.id, type: "vessel", attributes: { name: v.name, imo: v.imo, mmsi: v.mmsi, latitude: null, longitude: null, nautical_speed_knots: null, navigational_heading_degrees: null, position_timestamp: null } };
}

export function shippingLineResource(c: Carrier): Resource {
  return {
    id: c.id,
    type: "shipping_line",
    attributes: {
      scac: c.scac,
      name: c.name,
      alternative_scacs: c.alternativeScacs,
      short_name: c.shortName,
      bill_of_lading_tracking_support: c.bol,
      booking_number_tracking_support: c.booking,
      container_number_tracking_support: c.container,
    },
  };
}

export const ALL_SHIPPING_LINES = (): Resource[] => [...CARRIERS].sort((a, b) => a.scac.localeCompare(b.scac)).map(shippingLineResource);
