// /parties: the world's customers, linked to shipments through the tracking request's `customer`.
import { describe, expect, it } from "vitest";
import { testSimulator, type Json } from "./helpers";

describe("parties", () => {
  it("lists the account's customers in pages of 25 with meta.pagination, and gets one by id", async () => {
    const { api } = testSimulator();
    const first = await api("parties");
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeGreaterThan(0);
    expect(first.body.data[0]).toMatchObject({ type: "party", attributes: { company_name: expect.any(String) } });
    const total = first.body.meta.total;
    const paged = await api("parties?page[size]=3&page[number]=2");
    expect(paged.body.data).toHaveLength(3);
    expect(paged.body.meta).toEqual({
      size: 3,
      total,
      pagination: { current: 2, prev: 1, next: 3, last: Math.ceil(total / 3), records: total },
    });
    expect(paged.body.links.next).toContain("page[number]=3");
    const one = await api(`parties/${first.body.data[0].id}`);
    expect(one.body.data).toEqual(first.body.data[0]);
    expect((await api("parties/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    // The free account has no customers and may only create tracking requests.
    expect((await api("parties", { key: "sim_free_key" })).status).toBe(401);
  });

  it("links each shipment's customer_name to a party, through the tracking request's customer", async () => {
    const { api } = testSimulator();
    const parties = new Map<string, string>(
      (await api("parties?page[size]=100")).body.data.map((p: Json) => [p.id, p.attributes.company_name]),
    );
    const requests = (await api("tracking_requests?page[size]=50&include=tracked_object")).body;
    const withCustomer = requests.data.filter((r: Json) => r.relationships.customer.data !== null);
    expect(withCustomer.length).toBeGreaterThan(0);
    expect(requests.data.some((r: Json) => r.relationships.customer.data === null)).toBe(true);
    for (const r of withCustomer) {
      const shipment = requests.included.find((s: Json) => s.id === r.relationships.tracked_object.data.id);
      expect(shipment.attributes.customer_name).toBe(parties.get(r.relationships.customer.data.id));
    }
  });

  it("creates and renames a party (422 for a blank or taken name); a rename shows on its shipments, a new request links it", async () => {
    const { api, control } = testSimulator();
    const created = await api("parties", {
      method: "POST",
      body: JSON.stringify({ data: { type: "party", attributes: { company_name: "  Northwind Traders " } } }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.company_name).toBe("Northwind Traders");
    expect(created.body.links.self).toBe(`/v2/parties/${created.body.data.id}`);
    const blank = await api("parties", {
      method: "POST",
      body: JSON.stringify({ data: { attributes: { company_name: " " } } }),
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0].source.pointer).toBe("/data/attributes/company_name");
    const taken = await api("parties", {
      method: "POST",
      body: JSON.stringify({ data: { attributes: { company_name: "northwind traders" } } }),
    });
    expect(taken.status).toBe(422);

    const request = (await api("tracking_requests?page[size]=50")).body.data.find(
      (r: Json) => r.relationships.customer.data !== null,
    );
    const partyId = request.relationships.customer.data.id;
    const renamed = await api(`parties/${partyId}`, {
      method: "PATCH",
      body: JSON.stringify({ data: { attributes: { company_name: "Acme Renamed Inc" } } }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes.company_name).toBe("Acme Renamed Inc");
    const shipment = (await api(`shipments/${request.relationships.tracked_object.data.id}`)).body.data;
    expect(shipment.attributes.customer_name).toBe("Acme Renamed Inc");

    const body = {
      data: {
        type: "tracking_request",
        attributes: { request_type: "bill_of_lading", request_number: "MAEU123456789", scac: "MAEU" },
        relationships: { customer: { data: { id: created.body.data.id, type: "party" } } },
      },
    };
    const tr = await api("tracking_requests", { method: "POST", body: JSON.stringify(body) });
    expect(tr.status).toBe(201);
    expect(tr.body.data.relationships.customer.data).toEqual({ id: created.body.data.id, type: "party" });
    await control("/clock", { advance: 10 });
    const done = await api(`tracking_requests/${tr.body.data.id}?include=tracked_object`);
    expect(done.body.included[0].attributes.customer_name).toBe("Northwind Traders");
  });
});
