// Reference resources: ports, metro areas, terminals, rail terminals, vessels and shipping lines.
import type { Resource } from "../http/jsonapi";
import { withRelations } from "../http/jsonapi";
import {
  ALL_TERMINALS,
  CARRIERS,
  METROS_BY_CODE,
  PORTS_BY_CODE,
  type Carrier,
  type Place,
  type Terminal,
  type Vessel,
} from "../world/reference-data";

const terminalIdsByPort = new Map<string, string[]>();
for (const t of ALL_TERMINALS) {
  if (!t.portCode) continue;
  terminalIdsByPort.set(t.portCode, [...(terminalIdsByPort.get(t.portCode) ?? []), t.id]);
}

/** The service sends port and metro-area coordinates as decimal strings (vessel positions are numbers). */
const coordinate = (value: number): string => String(value);

export function placeResource(place: Place): Resource {
  const r: Resource = {
    id: place.id,
    type: place.kind,
    attributes: {
      id: place.id,
      name: place.name,
      code: place.code,
      state_abbr: place.stateAbbr,
      city: place.city,
      country_code: place.countryCode,
      latitude: coordinate(place.latitude),
      longitude: coordinate(place.longitude),
      time_zone: place.timeZone,
    },
  };
  if (place.kind === "port")
    r.relationships = {
      terminals: { data: (terminalIdsByPort.get(place.code) ?? []).map((id) => ({ id, type: "terminal" })) },
    };
  return r;
}

/** Renders a terminal. A rail ramp is a `rail_terminal` as a destination, but a `terminal` as a pickup facility. */
export function terminalResource(terminal: Terminal, as: "terminal" | "rail_terminal" = terminal.kind): Resource {
  const port = terminal.portCode ? PORTS_BY_CODE.get(terminal.portCode) : undefined;
  const metro = terminal.metroCode ? METROS_BY_CODE.get(terminal.metroCode) : undefined;
  if (as === "rail_terminal") {
    const r: Resource = {
      id: terminal.id,
      type: "rail_terminal",
      attributes: {
        id: terminal.id,
        name: terminal.name,
        nickname: terminal.nickname,
        firms_code: terminal.firmsCode,
        city: terminal.city,
      },
      relationships: {
        port: { data: null },
        metro_area: { data: metro ? { id: metro.id, type: "metro_area" } : null },
      },
    };
    return withRelations(r, { metro_area: () => (metro ? [placeResource(metro)] : []) });
  }
  const r: Resource = {
    id: terminal.id,
    type: "terminal",
    // Every key is sent; codes the service does not know are null (about half of the terminals).
    attributes: {
      id: terminal.id,
      nickname: terminal.nickname,
      name: terminal.name,
      firms_code: terminal.firmsCode,
      smdg_code: terminal.smdgCode,
      bic_facility_code: terminal.bicFacilityCode,
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
    },
    // An inland ramp has no port: the relationship is sent with null data, never left out.
    relationships: { port: { data: port ? { id: port.id, type: "port" } : null } },
  };
  return withRelations(r, { port: () => (port ? [placeResource(port)] : []) });
}

export function vesselResource(v: Vessel): Resource {
  return {
    id: v.id,
    type: "vessel",
    attributes: {
      name: v.name,
      imo: v.imo,
      mmsi: v.mmsi,
      latitude: null,
      longitude: null,
      nautical_speed_knots: null,
      navigational_heading_degrees: null,
      position_timestamp: null,
    },
  };
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
      // What the line reports, as in the service's list; the seeded world's lines report more.
      provided_data: {
        ssl_lfd: false,
        seal_number: c.worldWeight > 0,
        weight_in_lbs: c.worldWeight > 0,
        equipment_type: true,
        pod_arrived_at: true,
        pod_full_out_at: true,
        equipment_height: true,
        equipment_length: true,
        pod_discharged_at: true,
        empty_terminated_at: true,
        final_destination_full_out_at: true,
      },
      tracking_url: null,
      contact_url: null,
    },
  };
}

export const ALL_SHIPPING_LINES = (): Resource[] =>
  [...CARRIERS].sort((a, b) => a.scac.localeCompare(b.scac)).map(shippingLineResource);
