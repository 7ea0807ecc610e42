import { describe, expect, it } from "vitest";
import { PORTS_BY_CODE, VESSELS } from "../world/reference-data";
import { testSimulator, type Json } from "./helpers";

describe("search", () => {
  it("finds shipments by BOL, containers by number and pending tracking requests, shipments first, at most 25", async () => {
    const { api, control } = testSimulator();
    const ship = (await api("shipments?page[size]=1&include=containers")).body;
    const bol = ship.data[0].attributes.bill_of_lading_number;
    const byBol = await api(`search?query=${bol.toLowerCase()}`);
    expect(byBol.status).toBe(200);
    expect(byBol.body.data[0]).toMatchObject({
      id: ship.data[0].id,
      type: "search_result",
      attributes: {
        entity_type: "shipment",
        number: bol,
        shipment_id: null,
        containers_count: ship.data[0].relationships.containers.data.length,
        tracking_stopped: false,
      },
    });
    // The seeded tracking request of that shipment has the same number and is left out, as the spec says.
    expect(byBol.body.data.filter((r: Json) => r.attributes.entity_type === "tracking_request")).toEqual([]);
    const box = ship.included.find((r: Json) => r.type === "container");
    const byBox = await api(`search?query=${box.attributes.number}`);
    expect(byBox.body.data.find((r: Json) => r.attributes.entity_type === "cargo")).toMatchObject({
      id: box.id,
      attributes: { number: box.attributes.number, shipment_id: ship.data[0].id, containers_count: null },
    });
    await api("tracking_requests", {
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: "MAEUQSEARCH42", scac: "MAEU" },
        },
      }),
    });
    const pending = await api("search?query=qsearch42");
    expect(pending.body.data).toHaveLength(1);
    expect(pending.body.data[0].attributes).toMatchObject({
      entity_type: "tracking_request",
      number: "MAEUQSEARCH42",
      status: "pending",
      shipment_id: null,
    });
    await control("/clock", { advance: 30 });
    const done = await api("search?query=qsearch42");
    expect(done.body.data.map((r: Json) => r.attributes.entity_type)).toEqual([
      "shipment",
      ...Array(done.body.data.length - 1).fill("cargo"),
    ]);
    expect((await api("search?query=U")).body.data).toHaveLength(25);
    expect((await api("search")).status).toBe(400);
  });
});

describe("vessels", () => {
  it("finds a vessel by id or IMO, places it on its voyage and gates positions behind routing", async () => {
    const { api, sim } = testSimulator();
    const now = sim.clock.now();
    const s = sim.world.shipments.find(
      (x) =>
        x.account === "demo" &&
        x.tsCode === null &&
        x.polAtd < now &&
        now < x.podAta &&
        sim.world.shipments.filter((y) => y.vesselId === x.vesselId).length === 1,
    );
    expect(s).toBeDefined();
    if (!s) return;
    const vessel = VESSELS.find((v) => v.id === s.vesselId);
    const byId = await api(`vessels/${s.vesselId}`);
    const byImo = await api(`vessels/${vessel?.imo}`);
    expect(byImo.body.data).toEqual(byId.body.data);
    const a = byId.body.data.attributes;
    const pol = PORTS_BY_CODE.get(s.polCode);
    const pod = PORTS_BY_CODE.get(s.podCode);
    // Under way between the two ports: its latitude lies between theirs.
    expect(a.latitude).toBeGreaterThanOrEqual(Math.min(pol?.latitude ?? 0, pod?.latitude ?? 0));
    expect(a.latitude).toBeLessThanOrEqual(Math.max(pol?.latitude ?? 0, pod?.latitude ?? 0));
    expect(a.nautical_speed_knots).toBeGreaterThan(0);
    expect(a.positions).toBeUndefined();
    const track = await api(
      `vessels/${s.vesselId}?show_positions[from_timestamp]=${new Date(s.polAtd - 86_400_000).toISOString()}`,
    );
    expect(track.body.data.attributes.positions.length).toBeGreaterThan(2);
    expect(
      (await api(`vessels/${s.vesselId}?show_positions[from_timestamp]=2026-03-01T00:00:00Z`, { key: "sim_basic_key" }))
        .status,
    ).toBe(403);
    expect((await api("vessels/9999999")).status).toBe(404);
    const q = `port_id=${pod?.id}&previous_port_id=${pol?.id}&latitude=10&longitude=-150`;
    const future = await api(`vessels/${s.vesselId}/future_positions_with_coordinates?${q}`);
    const positions = future.body.data.attributes.positions;
    expect(positions[0]).toMatchObject({ latitude: 10, longitude: -150, estimated: true });
    expect(positions.at(-1)).toMatchObject({ latitude: pod?.latitude, longitude: pod?.longitude });
    expect(Date.parse(positions[1].timestamp) - Date.parse(positions[0].timestamp)).toBe(60_000);
    expect((await api(`vessels/${s.vesselId}/future_positions?port_id=${pod?.id}`)).status).toBe(400);
    expect((await api(`vessels/${s.vesselId}/future_positions?${q}`, { key: "sim_basic_key" })).status).toBe(403);
  });
});
