import { describe, expect, it } from "vitest";
import { testSimulator, type Json } from "./helpers";

const def = (attributes: Record<string, unknown>) =>
  JSON.stringify({ data: { type: "custom_field_definition", attributes } });
const field = (attributes: Record<string, unknown>) => JSON.stringify({ data: { type: "custom_field", attributes } });

describe("custom fields", () => {
  it("starts the demo account with the captured definitions, a container one reading entity_type Cargo", async () => {
    const { api } = testSimulator();
    const list = await api("custom_field_definitions");
    expect(list.status).toBe(200);
    expect(list.body.meta).toBeUndefined();
    const slugs = list.body.data.map((d: Json) => `${d.attributes.entity_type}:${d.attributes.api_slug}`);
    expect(slugs).toEqual(
      expect.arrayContaining(["Shipment:purchase_order_number", "Shipment:incoterm", "Cargo:hazmat_indicator"]),
    );
    expect(
      (await api("custom_field_definitions?filter[entity_type]=Container")).body.data.map(
        (d: Json) => d.attributes.api_slug,
      ),
    ).toEqual(["hazmat_indicator"]);
    expect((await api("custom_field_definitions?filter[display_name]=purch")).body.data).toHaveLength(1);
    expect((await api("custom_field_definitions", { key: "sim_trial_key" })).body.data).toEqual([]);
  });

  it("checks values against the definition's type and options, and shows option labels as display_value", async () => {
    const { api } = testSimulator();
    const created = await api("custom_field_definitions", {
      method: "POST",
      body: def({
        entity_type: "Container",
        api_slug: "seal_colour",
        display_name: "Seal colour",
        data_type: "enum_multi",
      }),
    });
    expect(created.status).toBe(201);
    const defId = created.body.data.id;
    expect(created.body.links.self).toBe(`http://127.0.0.1:4010/v2/custom_field_definitions/${defId}`);
    expect(
      (
        await api("custom_field_definitions", {
          method: "POST",
          body: def({ entity_type: "Container", api_slug: "seal_colour", display_name: "Again", data_type: "enum" }),
        })
      ).body.errors[0],
    ).toMatchObject({ code: "taken", source: { pointer: "/data/attributes/api_slug" } });
    for (const [label, value] of [
      ["Red", "red"],
      ["Blue", "blue"],
    ]) {
      expect(
        (
          await api(`custom_field_definitions/${defId}/options`, {
            method: "POST",
            body: JSON.stringify({ data: { type: "custom_field_option", attributes: { label, value } } }),
          })
        ).status,
      ).toBe(201);
    }
    const box = (await api("containers?page[size]=1")).body.data[0];
    const bad = await api(`containers/${box.id}/custom_fields`, {
      method: "POST",
      body: field({ api_slug: "seal_colour", value: ["red", "green"] }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toContain("'green'");
    const set = await api(`containers/${box.id}/custom_fields`, {
      method: "POST",
      body: field({ api_slug: "seal_colour", value: ["red", "blue"] }),
    });
    expect(set.status).toBe(201);
    expect(set.body.data.attributes).toMatchObject({
      api_slug: "seal_colour",
      value: ["red", "blue"],
      display_value: "Red, Blue",
    });
    expect(set.body.data.relationships.entity.data).toEqual({ type: "container", id: box.id });
    expect(
      (
        await api(`containers/${box.id}/custom_fields`, {
          method: "POST",
          body: field({ api_slug: "seal_colour", value: ["red"] }),
        })
      ).status,
    ).toBe(422);
    await api(`containers/${box.id}/custom_fields/seal_colour`, { method: "PATCH", body: field({ value: ["blue"] }) });
    const listed = await api(`custom_fields?filter[entity_id]=${box.id}`);
    expect(listed.body.data.map((f: Json) => f.attributes.display_value)).toEqual(["Blue"]);
    // The seeded world flags some boxes hazmat (seed-hazmat.ts): this definition's fields are the one set here.
    expect((await api(`custom_fields?filter[entity_type]=Cargo&filter[definition_id]=${defId}`)).body.meta.total).toBe(
      1,
    );
    const hazmat = await api(`containers/${box.id}/custom_fields`, {
      method: "POST",
      body: field({ api_slug: "hazmat_indicator", value: "yes" }),
    });
    expect(hazmat.status).toBe(422);
    // Deleting the definition takes its options and fields with it.
    expect((await api(`custom_field_definitions/${defId}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`custom_fields?filter[entity_id]=${box.id}`)).body.data).toEqual([]);
    expect((await api(`custom_field_definitions/${defId}/options`)).status).toBe(404);
  });

  it("sets fields by id through /custom_fields and by slug through the entity, on shipments and tracking requests", async () => {
    const { api } = testSimulator();
    const ship = (await api("shipments?page[size]=1")).body.data[0];
    const body = {
      data: {
        type: "custom_field",
        attributes: { api_slug: "incoterm", value: "FOB" },
        relationships: { entity: { data: { type: "shipment", id: ship.id } } },
      },
    };
    const created = await api("custom_fields", { method: "POST", body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    expect((await api(`shipments/${ship.id}/custom_fields`)).body.data.map((f: Json) => f.id)).toEqual([
      created.body.data.id,
    ]);
    expect(
      (await api(`custom_fields/${created.body.data.id}`, { method: "PATCH", body: field({ value: "XYZ" }) })).status,
    ).toBe(422);
    expect(
      (await api(`shipments/${ship.id}/custom_fields/incoterm`, { method: "PATCH", body: field({ value: "CIF" }) }))
        .body.data.attributes.value,
    ).toBe("CIF");
    expect((await api(`shipments/${ship.id}/custom_fields/incoterm`, { method: "DELETE" })).status).toBe(204);
    expect((await api(`custom_fields/${created.body.data.id}`)).status).toBe(404);
    const missing = {
      ...body,
      data: {
        ...body.data,
        relationships: { entity: { data: { type: "shipment", id: "00000000-0000-4000-8000-000000000000" } } },
      },
    };
    expect((await api("custom_fields", { method: "POST", body: JSON.stringify(missing) })).status).toBe(422);
    // A tracking request takes shipment definitions (it becomes a shipment).
    const tr = (await api("tracking_requests?page[size]=1")).body.data[0];
    const onRequest = await api(`tracking_requests/${tr.id}/custom_fields`, {
      method: "POST",
      body: field({ api_slug: "purchase_order_number", value: "PO-1" }),
    });
    expect(onRequest.body.data.relationships.entity.data).toEqual({ type: "tracking_request", id: tr.id });
  });
});
