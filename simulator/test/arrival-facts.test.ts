import { describe, expect, it } from "vitest";
import { T0, testSimulator, type Json } from "./helpers";

// Arrival facts as the service gives them, untidy: ETAs the line revises as the clock moves, vessels and voyages
// sometimes unnamed, equipment sometimes untyped, and hazmat only as the demo account's custom field on some
// boxes. The control API sets each of them for a test.

async function allPages(api: ReturnType<typeof testSimulator>["api"], path: string): Promise<Json[]> {
  const rows: Json[] = [];
  for (let page = 1; ; page += 1) {
    const sep = path.includes("?") ? "&" : "?";
    const { body } = await api(`${path}${sep}page[number]=${page}&page[size]=100`);
    rows.push(...body.data);
    if (body.data.length < 100) return rows;
  }
}

describe("arrival facts", () => {
  it("moves ETAs with the simulated clock and leaves some vessels, voyages and equipment unnamed", async () => {
    const t = testSimulator({ containers: 1500 });
    const { world } = t.sim;
    const t0 = Date.parse(T0);
    const coming = world.shipments.filter((s) => s.account === "demo" && s.podAta > t0 && s.createdAt <= t0);
    expect(coming.length).toBeGreaterThan(20);
    // Revised more than once on the way for some, and the ETA read later differs for those revised meanwhile.
    expect(world.shipments.some((s) => s.podEta.changes.length >= 3)).toBe(true);
    const moving = coming.find((s) => s.podEta.changes.some((ch) => ch.at > t0 && ch.value !== s.podEta.initial));
    expect(moving).toBeDefined();
    const first = (await t.api(`shipments/${moving?.id}`)).body.data.attributes.pod_eta_at;
    const change = moving?.podEta.changes.find((ch) => ch.at > t0);
    await t.control("/clock", { set: new Date((change?.at ?? t0) + 1000).toISOString() });
    const later = (await t.api(`shipments/${moving?.id}`)).body.data.attributes.pod_eta_at;
    expect(Date.parse(later)).toBe(change?.value);
    if (change?.value !== Date.parse(first)) expect(later).not.toBe(first);

    const shipments = await allPages(t.api, "shipments");
    const attrs = shipments.map((s: Json) => s.attributes);
    expect(attrs.some((a: Json) => a.pod_vessel_name === null)).toBe(true);
    expect(attrs.some((a: Json) => a.pod_vessel_imo === null && a.pod_vessel_name !== null)).toBe(true);
    expect(attrs.some((a: Json) => a.pod_voyage_number === null)).toBe(true);
    expect(attrs.filter((a: Json) => a.pod_vessel_name !== null).length).toBeGreaterThan(attrs.length * 0.8);
    const containers = (await allPages(t.api, "containers")).map((c: Json) => c.attributes);
    expect(containers.some((a: Json) => a.equipment_height === null)).toBe(true);
    expect(containers.some((a: Json) => a.weight_in_lbs === null)).toBe(true);
    expect(containers.filter((a: Json) => a.equipment_type !== null).length).toBeGreaterThan(containers.length * 0.9);
  });

  it("flags some boxes hazardous with the account's custom field, listed in bulk and only once the box is tracked", async () => {
    const t = testSimulator({ containers: 1500 });
    const definitions = (await t.api("custom_field_definitions?filter[entity_type]=Container")).body.data;
    const hazmat = definitions.find((d: Json) => d.attributes.api_slug === "hazmat_indicator");
    expect(hazmat?.attributes.data_type).toBe("boolean");
    const fields = await allPages(
      t.api,
      `custom_fields?filter[entity_type]=Container&filter[definition_id]=${hazmat.id}`,
    );
    const listed = (await allPages(t.api, "containers")).map((c: Json) => c.id);
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.some((f: Json) => f.attributes.value === true)).toBe(true);
    expect(fields.some((f: Json) => f.attributes.value === false)).toBe(true);
    // Every field listed hangs on a box the account sees now; boxes tracked later bring theirs later.
    for (const f of fields) expect(listed).toContain(f.relationships.entity.data.id);
    expect(fields.length).toBeLessThan(listed.length * 0.15);
  });

  it("lets a test set the ETA, vessel, equipment, weight and hazmat of a box", async () => {
    const t = testSimulator();
    const created = await t.control("/shipments", {
      phase: "far",
      containers: 1,
      pod_eta_at: "2026-03-25T14:00:00Z",
      vessel: { name: "TEST VESSEL", imo: "9321483", voyage: "042E" },
    });
    expect(created.status).toBe(201);
    const shipmentId = created.body.data.id;
    const number = created.body.containers[0].attributes.number;
    let shipment = (await t.api(`shipments/${shipmentId}`)).body.data.attributes;
    expect(shipment).toMatchObject({
      pod_eta_at: "2026-03-25T14:00:00Z",
      pod_original_eta_at: "2026-03-25T14:00:00Z",
      pod_vessel_name: "TEST VESSEL",
      pod_vessel_imo: "9321483",
      pod_voyage_number: "042E",
    });

    await t.control("/clock", { advance: "PT6H" });
    const moved = await t.control(`/shipments/${created.body.data.attributes.bill_of_lading_number}`, {
      pod_eta_at: "2026-03-27T08:00:00Z",
      vessel: { voyage: null },
    });
    expect(moved.status).toBe(200);
    shipment = (await t.api(`shipments/${shipmentId}`)).body.data.attributes;
    expect(shipment).toMatchObject({
      pod_eta_at: "2026-03-27T08:00:00Z",
      pod_original_eta_at: "2026-03-25T14:00:00Z",
      pod_voyage_number: null,
    });
    expect(shipment.pod_vessel_name).toBe("TEST VESSEL");
    expect((await t.control(`/shipments/${shipmentId}`, { pod_eta_at: "soon" })).status).toBe(400);
    expect((await t.control("/shipments/nope", { pod_eta_at: null })).status).toBe(404);

    const set = await t.control(`/containers/${number}`, {
      equipment_type: "reefer",
      equipment_length: 40,
      equipment_height: null,
      weight_in_lbs: 31_250,
      hazmat: true,
    });
    expect(set.status).toBe(200);
    expect(set.body.data.attributes).toMatchObject({
      equipment_type: "reefer",
      equipment_length: 40,
      equipment_height: null,
      weight_in_lbs: 31_250,
    });
    const containerId = set.body.data.id;
    const fieldsOf = async () =>
      (await t.api(`containers/${containerId}/custom_fields`)).body.data.map((f: Json) => [
        f.attributes.api_slug,
        f.attributes.value,
      ]);
    expect(await fieldsOf()).toEqual([["hazmat_indicator", true]]);
    await t.control(`/containers/${number}`, { hazmat: false });
    expect(await fieldsOf()).toEqual([["hazmat_indicator", false]]);
    await t.control(`/containers/${number}`, { hazmat: null });
    expect(await fieldsOf()).toEqual([]);
  });
});
