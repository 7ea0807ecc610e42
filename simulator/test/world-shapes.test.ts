// The seeded world is as untidy as the real service: every key present (null when unknown), all statuses,
// rail full-outs, unordered transport events with their sources, raw events, both import_deadlines shapes,
// string coordinates, null relationships sent rather than left out, and a realistic list of lines.
import { describe, expect, it } from "vitest";
import { createSimulator } from "../server";
import { CONTAINER_STATUSES } from "../world/types";
import { T0, testSimulator, type Json } from "./helpers";

/** Attribute keys of a container in the service's captured responses (cli_live/containers.get.json). */
const CONTAINER_KEYS = [
  "number",
  "seal_number",
  "created_at",
  "ref_numbers",
  "pod_arrived_at",
  "pod_discharged_at",
  "final_destination_full_out_at",
  "holds_at_pod_terminal",
  "available_for_pickup",
  "delivered_at",
  "current_status",
  "empty_out_at",
  "pol_full_in_at",
  "pol_vessel_loaded_at",
  "pol_vessel_departed_at",
  "equipment_type",
  "equipment_length",
  "equipment_height",
  "pod_full_out_at",
  "empty_terminated_at",
  "terminal_checked_at",
  "fees_at_pod_terminal",
  "pickup_lfd",
  "pickup_appointment_at",
  "pod_full_out_chassis_number",
  "location_at_pod_terminal",
  "pod_last_tracking_request_at",
  "shipment_last_tracking_request_at",
  "rail_last_tracking_request_at",
  "availability_known",
  "pod_timezone",
  "final_destination_timezone",
  "weight_in_lbs",
  "empty_terminated_timezone",
  "pod_rail_carrier_scac",
  "ind_rail_carrier_scac",
  "pod_rail_loaded_at",
  "pod_rail_departed_at",
  "ind_eta_at",
  "ind_ata_at",
  "ind_rail_unloaded_at",
  "ind_facility_holds",
  "ind_facility_fees",
  "ind_facility_lfd_on",
  "import_deadlines",
  "ssl_lfd",
];

/** Shipment attribute keys in the captures, including the two the spec lacks. */
const SHIPMENT_KEYS = [
  "created_at",
  "ref_numbers",
  "tags",
  "bill_of_lading_number",
  "normalized_number",
  "shipping_line_scac",
  "shipping_line_name",
  "shipping_line_short_name",
  "customer_name",
  "port_of_lading_locode",
  "port_of_lading_name",
  "port_of_discharge_locode",
  "port_of_discharge_name",
  "pod_vessel_name",
  "pod_vessel_imo",
  "pod_voyage_number",
  "destination_locode",
  "destination_name",
  "destination_timezone",
  "destination_ata_at",
  "destination_eta_at",
  "pol_etd_at",
  "pol_atd_at",
  "pol_timezone",
  "pod_eta_at",
  "pod_original_eta_at",
  "pol_original_etd_at",
  "destination_original_eta_at",
  "pod_ata_at",
  "pod_timezone",
  "line_tracking_last_attempted_at",
  "line_tracking_last_succeeded_at",
  "line_tracking_stopped_at",
  "line_tracking_stopped_reason",
];

async function everything(api: ReturnType<typeof testSimulator>["api"]) {
  const containers: Json[] = [];
  const included = new Map<string, Json>();
  let next: string | undefined = "containers?page[size]=100&include=shipment,pod_terminal,pickup_facility";
  while (next) {
    const page = await api(next.replace("http://127.0.0.1:4010", ""));
    containers.push(...page.body.data);
    for (const r of page.body.included) included.set(`${r.type}:${r.id}`, r);
    next = page.body.links.next;
  }
  return { containers, included: [...included.values()] };
}

describe("the world's shapes", () => {
  it("shows every current_status of the spec on the demo day, in the test world and the default one", async () => {
    const { api } = testSimulator();
    const { containers } = await everything(api);
    expect(new Set(containers.map((c) => c.attributes.current_status))).toEqual(new Set(CONTAINER_STATUSES));
    const sim = createSimulator({ start: T0, speed: 0 });
    const statuses = new Set(
      sim.world.containers
        .filter((c) => c.createdAt <= Date.parse(T0))
        .map((c) => sim.world.stateOf(c, Date.parse(T0)).status),
    );
    expect(statuses).toEqual(new Set(CONTAINER_STATUSES));
  });

  it("sends every attribute key, null when unknown, and empty relationships as null or []", async () => {
    const { api } = testSimulator();
    const { containers, included } = await everything(api);
    for (const c of containers) {
      expect(Object.keys(c.attributes).sort()).toEqual([...CONTAINER_KEYS].sort());
      expect(Object.keys(c.relationships).sort()).toEqual([
        "pickup_facility",
        "pod_terminal",
        "raw_events",
        "shipment",
        "transport_events",
      ]);
    }
    const shipments = included.filter((r) => r.type === "shipment");
    for (const s of shipments) {
      expect(Object.keys(s.attributes)).toEqual(expect.arrayContaining(SHIPMENT_KEYS));
      for (const rel of ["destination_terminal", "line_tracking_stopped_by_user", "destination", "port_of_lading"])
        expect(s.relationships[rel]).toHaveProperty("data");
    }
    expect(
      shipments.some(
        (s) =>
          s.relationships.destination_terminal.data === null &&
          s.relationships.line_tracking_stopped_by_user.data === null,
      ),
    ).toBe(true);
    expect(shipments.some((s) => s.attributes.destination_original_eta_at !== null)).toBe(true);
    expect(shipments.every((s) => s.attributes.pol_original_etd_at !== null)).toBe(true);
    const attrs = containers.map((c) => c.attributes);
    expect(
      attrs.some((a) => a.delivered_at !== null) && attrs.some((a) => a.rail_last_tracking_request_at !== null),
    ).toBe(true);
    expect(
      attrs.every((a) => a.ind_facility_holds === null && a.ind_facility_fees === null && a.ssl_lfd === null),
    ).toBe(true);
    // About half the terminals have no FIRMS, SMDG or BIC facility code: the keys are sent as null.
    const terminals = included.filter((r) => r.type === "terminal");
    for (const t of terminals)
      for (const key of ["firms_code", "smdg_code", "bic_facility_code", "street", "zip"])
        expect(t.attributes).toHaveProperty(key);
    expect(
      terminals.some((t) => t.attributes.firms_code === null) &&
        terminals.some((t) => t.attributes.firms_code !== null),
    ).toBe(true);
    // An inland ramp as a pickup facility has no port.
    expect(terminals.some((t) => t.relationships.port.data === null)).toBe(true);
  });

  // What the dashboard makes of these boxes is the dashboard's test (lib/server/cache/normalize.test.ts).
  it("reports pod_full_out_at at the rail departure for most rail moves, also for boxes on a train or at the ramp", async () => {
    const { api } = testSimulator();
    const { containers } = await everything(api);
    const rail = containers.map((c) => c.attributes).filter((a) => a.pod_rail_departed_at !== null);
    const reported = rail.filter((a) => a.pod_full_out_at !== null);
    expect(reported.length).toBeGreaterThan(0);
    expect(rail.length - reported.length, "some rail moves leave it null, as others do").toBeGreaterThan(0);
    for (const a of reported) expect(a.pod_full_out_at).toBe(a.pod_rail_departed_at);
    const waiting = reported.filter((a) => ["available", "not_available", "on_rail"].includes(a.current_status));
    expect(waiting.length, "a box at or on its way to the ramp with pod_full_out_at").toBeGreaterThan(0);
    expect(waiting.every((a) => a.final_destination_full_out_at === null)).toBe(true);
    expect(
      waiting.map((a) => a.current_status),
      "on a train and at the ramp",
    ).toEqual(expect.arrayContaining(["on_rail", "available"]));
  });

  it("lists transport events unordered, with real data sources, source and previous versions, and raw events behind them", async () => {
    const { api, sim } = testSimulator({ rateLimits: false });
    const withEvents = sim.world.containers
      .filter((c) => c.account === "demo" && (c.milestones.fullOut ?? Infinity) < Date.parse(T0))
      .slice(0, 40);
    const sources = new Set<string>();
    let unordered = 0;
    let corrected = 0;
    for (const c of withEvents) {
      const events = (await api(`containers/${c.id}/transport_events`)).body.data;
      const times = events.map((e: Json) => Date.parse(e.attributes.timestamp));
      if (times.some((t: number, i: number) => i > 0 && t > times[i - 1])) unordered += 1;
      for (const e of events) {
        sources.add(e.attributes.data_source);
        expect(e.relationships.source_event.data.type).toBe("raw_event");
        expect(e.relationships).toHaveProperty("previous_version");
        if (e.relationships.previous_version.data !== null) corrected += 1;
      }
      const raw = await api(`containers/${c.id}/raw_events`);
      expect(raw.body.data.length).toBeGreaterThan(0);
      const container = (await api(`containers/${c.id}`)).body.data;
      expect(container.relationships.raw_events.data.map((r: Json) => r.id)).toEqual(
        raw.body.data.map((r: Json) => r.id),
      );
      const rawIds = new Set(raw.body.data.map((r: Json) => r.id));
      for (const e of events.filter((x: Json) => x.attributes.data_source === "shipping_line"))
        expect(rawIds.has(e.relationships.source_event.data.id)).toBe(true);
    }
    expect(unordered).toBeGreaterThan(0);
    expect([...sources].sort()).toEqual(["ais", "shipping_line", "terminal"]);
    expect(corrected).toBeGreaterThan(0);
  });

  it("sends the 2026 import_deadlines shape on part of the world, beside the flat keys", async () => {
    const { api } = testSimulator();
    const { containers } = await everything(api);
    const all = containers.map((c) => c.attributes);
    const withPod = all.filter((a) => a.import_deadlines.pod !== undefined);
    expect(withPod.length).toBeGreaterThan(0);
    expect(all.length - withPod.length).toBeGreaterThan(0);
    const selections = new Set<string>();
    let calculated = 0;
    for (const a of all)
      expect(Object.keys(a.import_deadlines)).toEqual(
        expect.arrayContaining(["pickup_lfd_terminal", "pickup_lfd_rail", "pickup_lfd_line"]),
      );
    for (const a of withPod) {
      const { line, facility, unified } = a.import_deadlines.pod;
      for (const source of [line, facility])
        expect(Object.keys(source).sort()).toEqual(["calculated", "current", "manual", "original"]);
      expect(Object.keys(unified).sort()).toEqual([
        "current_selection",
        "current_value",
        "original_selection",
        "original_value",
      ]);
      expect(line.current).toBe(a.import_deadlines.pickup_lfd_line);
      if (a.final_destination_timezone === null) expect(facility.current).toBe(a.import_deadlines.pickup_lfd_terminal);
      // The unified pick is the earliest reported current value.
      const reported = [line.current, facility.current].filter((v) => v !== null).sort();
      if (reported.length > 0) expect(unified.current_value).toBe(reported[0]);
      if (unified.current_selection) selections.add(unified.current_selection);
      for (const v of [line.calculated, facility.calculated]) {
        if (v === null) continue;
        expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        calculated += 1;
      }
    }
    expect(calculated).toBeGreaterThan(0);
    expect([...selections]).toEqual(expect.arrayContaining(["facility", "line"]));
  });

  it("sends port coordinates as strings, ports with their terminals, and ramps in a zone without DST", async () => {
    const { api } = testSimulator();
    const port = (await api("ports/USLAX")).body.data;
    expect(typeof port.attributes.latitude).toBe("string");
    expect(Number(port.attributes.longitude)).toBeCloseTo(-118.2631);
    expect(port.relationships.terminals.data.length).toBeGreaterThan(0);
    const { containers } = await everything(api);
    expect(containers.some((c) => c.attributes.final_destination_timezone === "America/Phoenix")).toBe(true);
  });

  it("knows as many shipping lines as the service lists (more than one page of 38)", async () => {
    const { api } = testSimulator();
    const scacs: string[] = [];
    let next: string | undefined = "shipping_lines";
    while (next) {
      const page = await api(next.replace("http://127.0.0.1:4010", ""));
      scacs.push(...page.body.data.map((l: Json) => l.attributes.scac));
      next = page.body.links.next;
    }
    expect(scacs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(scacs).size).toBe(scacs.length);
  });
});
