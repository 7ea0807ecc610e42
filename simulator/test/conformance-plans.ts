// What the conformance walk calls for each operation of the spec, keyed "METHOD /path" exactly as the spec
// spells it. Valid calls first, then the error statuses the spec lists. Writes are followed by a read that
// must reflect them. Operations run POST, GET, PATCH, DELETE, each group in path order, so ids created by
// a POST are there for the PATCH and DELETE that use them (`x.ids`).
import { createHash } from "node:crypto";
import { buildPdf } from "../documents/pdf";
import type { Simulator } from "../server";
import { WEBHOOK_EVENTS } from "../webhooks/events";
import { verifySignature } from "../webhooks/signature";
import type { CallOptions, CallResult, Walker } from "./conformance-walk";
import type { Json } from "./helpers";

export interface WalkContext {
  w: Walker;
  sim: Simulator;
  base: string;
  receiver: {
    url: string;
    received: { headers: Record<string, string | string[] | undefined>; raw: string; body: Json }[];
  };
  /** Ids found in the world before the walk, and ids created by earlier operations. */
  ids: Record<string, string>;
  /** Example notification envelopes collected from /webhook_notifications/examples, by event. */
  examples: Map<string, Json>;
}

export type Call = (url: string, expected: number, options?: CallOptions) => Promise<CallResult>;
export type Plan = (x: WalkContext, call: Call) => Promise<void>;

const NOPE = "00000000-0000-4000-8000-000000000000";
const jsonApi = (type: string, attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  data: { type, attributes, ...extra },
});
const id = (x: WalkContext, name: string): string => {
  const v = x.ids[name];
  if (!v) throw new Error(`no ${name} id: the operation that creates it did not run or failed`);
  return v;
};

/** Direct upload (step 1 and 2 of the documents flow) and the signed id for POST /documents. */
async function upload(x: WalkContext, filename: string, contentType: string, bytes: Buffer): Promise<string> {
  const checksum = createHash("md5").update(bytes).digest("base64");
  const blob = await x.w.setup("post", `${x.base}/rails/active_storage/direct_uploads`, {
    body: { blob: { filename, content_type: contentType, byte_size: bytes.length, checksum } },
  });
  const put = await fetch(blob.body.direct_upload.url, {
    method: "PUT",
    headers: blob.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  if (put.status !== 200) throw new Error(`blob upload answered ${put.status}`);
  return blob.body.signed_id as string;
}

const customFieldPlans = (
  resource: "shipments" | "containers" | "tracking_requests",
  entity: string,
  slug: string,
  first: unknown,
  second: unknown,
): Record<string, Plan> => {
  const base = `/${resource}/{${resource.slice(0, -1)}_id}/custom_fields`;
  return {
    [`GET ${base}`]: async (x, call) => {
      const list = await call(`${resource}/${id(x, entity)}/custom_fields`, 200, { list: "size_total" });
      x.w.expect(
        list.body.data.some((f: Json) => f.attributes.api_slug === slug),
        `${slug} set by POST is not listed`,
      );
      await call(`${resource}/${NOPE}/custom_fields`, 404);
    },
    [`POST ${base}`]: async (x, call) => {
      await call(`${resource}/${id(x, entity)}/custom_fields`, 201, {
        body: jsonApi("custom_field", { api_slug: slug, value: first }),
      });
      await call(`${resource}/${id(x, entity)}/custom_fields`, 422, {
        body: jsonApi("custom_field", { api_slug: "no_such_field", value: first }),
      });
    },
    [`PATCH ${base}/{api_slug}`]: async (x, call) => {
      const res = await call(`${resource}/${id(x, entity)}/custom_fields/${slug}`, 200, {
        body: jsonApi("custom_field", { value: second }),
      });
      x.w.expect(
        JSON.stringify(res.body.data.attributes.value) === JSON.stringify(second),
        "PATCH did not change the value",
      );
    },
    [`DELETE ${base}/{api_slug}`]: async (x, call) => {
      await call(`${resource}/${id(x, entity)}/custom_fields/${slug}`, 204);
      await call(`${resource}/${id(x, entity)}/custom_fields/${slug}`, 404);
    },
  };
};

export const PLANS: Record<string, Plan> = {
  // Shipments
  "GET /shipments": async (_x, call) => {
    await call(
      "shipments?include=containers,port_of_lading,port_of_discharge,pod_terminal,destination,destination_terminal&page[size]=5",
      200,
      { list: "size_total" },
    );
    await call("shipments?filter[tracking_stopped]=false&q=A", 200, { list: "size_total" });
  },
  "GET /shipments/{id}": async (x, call) => {
    await call(`shipments/${id(x, "shipment")}?include=containers,pod_terminal,port_of_lading`, 200);
    await call(`shipments/${NOPE}`, 404);
  },
  "PATCH /shipments/{id}": async (x, call) => {
    await call(`shipments/${id(x, "shipment")}`, 200, {
      body: { data: { attributes: { ref_numbers: ["PO-CONF-1"], tags: ["conformance"] } } },
    });
    const after = await x.w.setup("get", `shipments/${id(x, "shipment")}`);
    x.w.expect(
      after.body.data.attributes.ref_numbers.includes("PO-CONF-1") &&
        after.body.data.attributes.tags.includes("conformance"),
      "GET does not show the patched ref_numbers and tags",
    );
  },
  "PATCH /shipments/{id}/stop_tracking": async (x, call) => {
    const res = await call(`shipments/${id(x, "stopShipment")}/stop_tracking`, 200);
    x.w.expect(
      res.body.data.attributes.line_tracking_stopped_reason === "cancelled_by_user",
      "stop_tracking did not stop the shipment",
    );
  },
  "PATCH /shipments/{id}/resume_tracking": async (x, call) => {
    const res = await call(`shipments/${id(x, "stopShipment")}/resume_tracking`, 200);
    x.w.expect(
      res.body.data.attributes.line_tracking_stopped_at === null,
      "resume_tracking did not resume the shipment",
    );
  },

  // Tracking requests
  "POST /tracking_requests": async (_x, call) => {
    const body = (n: string, scac = "MAEU") =>
      jsonApi("tracking_request", { request_type: "bill_of_lading", request_number: n, scac });
    await call("tracking_requests", 201, { body: body("MAEU555666777") });
    await call("tracking_requests", 422, { body: body("", "XXXX") });
    for (let i = 0; i < 100; i += 1)
      await call("tracking_requests", 201, { body: body(`MAEU9${String(i).padStart(8, "0")}`), limited: true });
    await call("tracking_requests", 429, { body: body("MAEU999999999"), limited: true });
  },
  "GET /tracking_requests": async (_x, call) => {
    await call("tracking_requests?page[size]=50", 200, { list: "pagination" });
    await call("tracking_requests?filter[status]=created&page[size]=5", 200, { list: "pagination" });
  },
  "POST /tracking_requests/infer_number": async (_x, call) => {
    for (const number of ["MSKU1234565", "MAEU123456789", "123456789"])
      await call("tracking_requests/infer_number", 200, { raw: JSON.stringify({ number }) });
    await call("tracking_requests/infer_number", 422, { raw: "{}" });
    for (let i = 0; i < 200; i += 1)
      await call("tracking_requests/infer_number", 200, {
        raw: JSON.stringify({ number: "MSKU1234565" }),
        limited: true,
      });
    await call("tracking_requests/infer_number", 429, {
      raw: JSON.stringify({ number: "MSKU1234565" }),
      limited: true,
    });
  },
  "GET /tracking_requests/{id}": async (x, call) => {
    await call(`tracking_requests/${id(x, "trackingRequest")}?include=tracked_object`, 200);
    await call(`tracking_requests/${NOPE}`, 404);
  },
  // The spec's body attribute is `ref_number` (singular); the resource answers `ref_numbers`.
  "PATCH /tracking_requests/{id}": async (x, call) => {
    const res = await call(`tracking_requests/${id(x, "trackingRequest")}`, 200, {
      body: jsonApi("tracking_request", { ref_number: "REF-CONF-11" }),
    });
    x.w.expect(
      JSON.stringify(res.body.data.attributes.ref_numbers) === '["REF-CONF-11"]',
      "ref_number was not applied",
    );
  },
  ...customFieldPlans("tracking_requests", "trackingRequest", "customer_reference_number", "CR-1", "CR-2"),
  ...customFieldPlans("shipments", "customFieldShipment", "purchase_order_number", "PO-77", "PO-78"),
  ...customFieldPlans("containers", "container", "hazmat_indicator", true, false),

  // Webhooks
  "POST /webhooks": async (x, call) => {
    const res = await call("webhooks", 201, {
      body: jsonApi("webhook", {
        url: "https://example.com/conformance",
        active: false,
        events: ["container.updated"],
      }),
    });
    x.ids.webhook = res.body.data.id;
    await call("webhooks", 422, {
      body: jsonApi("webhook", { url: "ftp://example.com", active: true, events: ["container.updated"] }),
    });
  },
  "GET /webhooks": async (_x, call) => {
    await call("webhooks", 200, { list: "none" });
  },
  "GET /webhooks/{id}": async (x, call) => {
    await call(`webhooks/${id(x, "webhook")}`, 200);
  },
  "PATCH /webhooks/{id}": async (x, call) => {
    const res = await call(`webhooks/${id(x, "webhook")}`, 200, {
      body: jsonApi("webhook", { active: true, events: ["container.updated", "container.created"] }),
    });
    x.w.expect(
      res.body.data.attributes.active === true && res.body.data.attributes.events.length === 2,
      "PATCH did not change the webhook",
    );
  },
  "DELETE /webhooks/{id}": async (x, call) => {
    await call(`webhooks/${id(x, "webhook")}`, 200);
    await call(`webhooks/${id(x, "webhook")}`, 404);
  },
  "GET /webhooks/events": async (x, call) => {
    const res = await call("webhooks/events", 200);
    const names = res.body.data.flatMap((cat: Json) => cat.attributes.events.map((e: Json) => e.name));
    x.w.expect(
      names.length === WEBHOOK_EVENTS.length && WEBHOOK_EVENTS.every((e) => names.includes(e)),
      "the catalogue does not list every event exactly once",
    );
  },
  "GET /webhooks/ips": async (_x, call) => {
    await call("webhooks/ips", 200);
  },
  "POST /webhooks/trigger": async (x, call) => {
    const before = x.receiver.received.length;
    const res = await call("webhooks/trigger", 200, {
      raw: JSON.stringify({ url: x.receiver.url, event: "container.updated", secret: "conformance-secret" }),
    });
    x.w.expect(res.body.succeeded === true && res.body.status_code === 200, "the test delivery did not succeed");
    // The receiver also takes the world's own webhook deliveries, which may land meanwhile: the test delivery is
    // the one signed with the secret the trigger was given.
    const signedWith = (raw: string, signature: unknown) =>
      typeof signature === "string" && verifySignature("conformance-secret", raw, signature);
    const delivery = x.receiver.received
      .slice(before)
      .find((received) => signedWith(received.raw, received.headers["x-t49-webhook-signature"]));
    x.w.expect(delivery !== undefined, "the test delivery is not signed with the secret");
    x.w.expect(
      delivery?.body?.data?.attributes?.event === "container.updated",
      "the test delivery is not a container.updated notification",
    );
    await call("webhooks/trigger", 422, { raw: JSON.stringify({ event: "container.updated" }) });
  },
  "GET /webhook_notifications": async (_x, call) => {
    await call("webhook_notifications?include=webhook,reference_object&page[size]=20", 200, { list: "pagination" });
  },
  "GET /webhook_notifications/{id}": async (x, call) => {
    await call(`webhook_notifications/${id(x, "notification")}?include=webhook,reference_object`, 200);
  },
  // Not in the spec's responses: an unknown event is a 400 with source.parameter "event" (cli_live capture).
  "GET /webhook_notifications/examples": async (x, call) => {
    for (const event of WEBHOOK_EVENTS) {
      const res = await call(`webhook_notifications/examples?event=${event}`, 200);
      x.w.expect(res.body.data.length === 1 && res.body.data[0].attributes.event === event, `no example for ${event}`);
      x.examples.set(event, { data: res.body.data[0], included: res.body.included });
    }
    await call("webhook_notifications/examples?event=container.nope", 400);
  },

  // Containers
  "GET /containers": async (_x, call) => {
    await call("containers?include=shipment,pod_terminal&page[size]=100", 200, { list: "total" });
    await call("containers?filter[number]=NOPE", 200, { list: "total" });
  },
  // The spec's PATCH /containers has no {id} (a defect): the container is named by data.id.
  "PATCH /containers": async (x, call) => {
    await call("containers", 200, {
      body: { data: { id: id(x, "container"), type: "container", attributes: { ref_numbers: ["CONF-REF-1"] } } },
    });
    const after = await x.w.setup("get", `containers/${id(x, "container")}`);
    x.w.expect(
      after.body.data.attributes.ref_numbers.includes("CONF-REF-1"),
      "GET does not show the patched ref_numbers",
    );
  },
  "GET /containers/{id}": async (x, call) => {
    for (const c of [id(x, "container"), id(x, "railContainer")])
      await call(`containers/${c}?include=shipment,pod_terminal,transport_events`, 200);
  },
  "GET /containers/{id}/raw_events": async (x, call) => {
    const res = await call(`containers/${id(x, "onShipContainer")}/raw_events`, 200);
    x.w.expect(
      res.body.data.some((e: Json) => e.attributes.estimated === true),
      "no estimated future events for a container on the water",
    );
  },
  "GET /containers/{id}/transport_events": async (x, call) => {
    for (const c of [id(x, "container"), id(x, "railContainer")])
      await call(`containers/${c}/transport_events?include=location,terminal`, 200, { list: "none" });
    await call(`containers/${id(x, "railContainer")}/transport_events?page[size]=2`, 200, { list: "none" });
  },
  "GET /containers/{id}/map_geojson": async (x, call) => {
    for (const c of [id(x, "container"), id(x, "railContainer")]) await call(`containers/${c}/map_geojson`, 200);
    await call(`containers/${id(x, "container")}/map_geojson`, 403, { key: "sim_basic_key" });
  },
  "PATCH /containers/{id}/refresh": async (x, call) => {
    await call(`containers/${id(x, "container")}/refresh`, 200);
    await call(`containers/${id(x, "container")}/refresh`, 403, { key: "sim_basic_key" });
    const limited = id(x, "limitedContainer");
    for (let i = 0; i < 10; i += 1) await call(`containers/${limited}/refresh`, 200, { limited: true });
    await call(`containers/${limited}/refresh`, 429, { limited: true });
  },

  // Reference data
  // The spec says the list is not paginated; the service pages 38 lines with links.next.
  "GET /shipping_lines": async (x, call) => {
    const res = await call("shipping_lines", 200, { list: "none" });
    x.ids.shippingLine = res.body.data[0].id;
    x.w.expect(
      res.body.links.next === undefined ? res.body.data.length <= 38 : res.body.data.length === 38,
      "shipping lines do not page by 38",
    );
  },
  "GET /shipping_lines/{id}": async (x, call) => {
    await call(`shipping_lines/${id(x, "shippingLine")}`, 200);
  },
  "GET /metro_areas/{id}": async (_x, call) => {
    await call("metro_areas/USCHI", 200);
  },
  "GET /ports/{id}": async (_x, call) => {
    await call("ports/USLAX", 200);
  },
  "GET /terminals/{id}": async (x, call) => {
    await call(`terminals/${id(x, "terminal")}`, 200);
    await call(`terminals/${id(x, "railTerminal")}`, 200);
  },
  // /vessels/{id} and /vessels/{imo} are one path template; the simulator reads the parameter by format.
  "GET /vessels/{id}": async (x, call) => {
    const res = await call(`vessels/${id(x, "vessel")}`, 200);
    x.w.expect(typeof res.body.data.attributes.latitude === "number", "a vessel under way has no position");
    const track = await call(
      `vessels/${id(x, "vessel")}?show_positions[from_timestamp]=2026-03-01T00:00:00Z&show_positions[to_timestamp]=2026-03-05T00:00:00Z`,
      200,
    );
    x.w.expect(Array.isArray(track.body.data.attributes.positions), "show_positions gave no positions");
    await call(`vessels/${id(x, "vessel")}?show_positions[from_timestamp]=2026-03-01T00:00:00Z`, 403, {
      key: "sim_basic_key",
    });
  },
  "GET /vessels/{imo}": async (x, call) => {
    const res = await call(`vessels/${id(x, "vesselImo")}`, 200);
    x.w.expect(res.body.data.id === id(x, "vessel"), "the IMO does not find the same vessel as its id");
  },
  "GET /vessels/{id}/future_positions": async (x, call) => {
    const q = `port_id=${id(x, "podPort")}&previous_port_id=${id(x, "polPort")}`;
    const res = await call(`vessels/${id(x, "vessel")}/future_positions?${q}`, 200);
    x.w.expect(res.body.data.attributes.positions.length >= 2, "no future positions");
    await call(`vessels/${id(x, "vessel")}/future_positions?${q}`, 403, { key: "sim_basic_key" });
  },
  "GET /vessels/{id}/future_positions_with_coordinates": async (x, call) => {
    const q = `port_id=${id(x, "podPort")}&previous_port_id=${id(x, "polPort")}&latitude=30.5&longitude=-140.25`;
    const res = await call(`vessels/${id(x, "vessel")}/future_positions_with_coordinates?${q}`, 200);
    x.w.expect(
      res.body.data.attributes.positions[0]?.latitude === 30.5,
      "positions do not start at the given coordinates",
    );
    await call(`vessels/${id(x, "vessel")}/future_positions_with_coordinates?${q}`, 403, { key: "sim_basic_key" });
  },

  // Parties (world-linked customers; implemented by the world's owner)
  "POST /parties": async (x, call) => {
    const res = await call("parties", 201, { body: jsonApi("party", { company_name: "Conformance Freight LLC" }) });
    if (res.status === 201) x.ids.party = res.body.data.id;
    await call("parties", 422, { body: jsonApi("party", { company_name: "" }) });
  },
  "GET /parties": async (_x, call) => {
    await call("parties?page[size]=2", 200, { list: "pagination" });
  },
  "GET /parties/{id}": async (x, call) => {
    await call(`parties/${id(x, "party")}`, 200);
  },
  "PATCH /parties/{id}": async (x, call) => {
    await call(`parties/${id(x, "party")}`, 200, {
      body: jsonApi("party", { company_name: "Conformance Freight Inc" }),
    });
    await call(`parties/${id(x, "party")}`, 422, { body: jsonApi("party", { company_name: "" }) });
  },

  // Custom field definitions and options
  "POST /custom_field_definitions": async (x, call) => {
    const body = jsonApi("custom_field_definition", {
      entity_type: "Shipment",
      api_slug: "conformance_grade",
      display_name: "Conformance grade",
      data_type: "enum",
    });
    const res = await call("custom_field_definitions", 201, { body });
    x.ids.definition = res.body.data.id;
    await call("custom_field_definitions", 422, { body });
  },
  "GET /custom_field_definitions": async (_x, call) => {
    await call("custom_field_definitions?filter[entity_type]=Shipment&page[size]=2", 200, { list: "none" });
  },
  "GET /custom_field_definitions/{id}": async (x, call) => {
    await call(`custom_field_definitions/${id(x, "definition")}`, 200);
  },
  "PATCH /custom_field_definitions/{id}": async (x, call) => {
    const res = await call(`custom_field_definitions/${id(x, "definition")}`, 200, {
      body: jsonApi("custom_field_definition", { display_name: "Grade", description: "How the box scored" }),
    });
    x.w.expect(res.body.data.attributes.display_name === "Grade", "PATCH did not rename the definition");
  },
  "DELETE /custom_field_definitions/{id}": async (x, call) => {
    await call(`custom_field_definitions/${id(x, "definition")}`, 200);
    await call(`custom_field_definitions/${id(x, "definition")}`, 404);
  },
  "POST /custom_field_definitions/{definition_id}/options": async (x, call) => {
    const res = await call(`custom_field_definitions/${id(x, "definition")}/options`, 201, {
      body: jsonApi("custom_field_option", { label: "Grade A", value: "a" }),
    });
    x.ids.option = res.body.data.id;
    await call(`custom_field_definitions/${id(x, "definition")}/options`, 422, {
      body: jsonApi("custom_field_option", { label: "Again", value: "a" }),
    });
  },
  "GET /custom_field_definitions/{definition_id}/options": async (x, call) => {
    await call(`custom_field_definitions/${id(x, "definition")}/options`, 200, { list: "none" });
  },
  "GET /custom_field_definitions/{definition_id}/options/{option_id}": async (x, call) => {
    await call(`custom_field_definitions/${id(x, "definition")}/options/${id(x, "option")}`, 200);
  },
  "PATCH /custom_field_definitions/{definition_id}/options/{option_id}": async (x, call) => {
    await call(`custom_field_definitions/${id(x, "definition")}/options/${id(x, "option")}`, 200, {
      body: jsonApi("custom_field_option", { label: "Grade A+", position: 3 }),
    });
  },
  "DELETE /custom_field_definitions/{definition_id}/options/{option_id}": async (x, call) => {
    await call(`custom_field_definitions/${id(x, "definition")}/options/${id(x, "option")}`, 200);
  },

  // Custom fields by id
  "POST /custom_fields": async (x, call) => {
    const entity = { entity: { data: { type: "shipment", id: id(x, "customFieldShipment2") } } };
    const res = await call("custom_fields", 201, {
      body: jsonApi("custom_field", { api_slug: "purchase_order_number", value: "PO-1" }, { relationships: entity }),
    });
    x.ids.customField = res.body.data.id;
    await call("custom_fields", 422, {
      body: jsonApi("custom_field", { api_slug: "customer_reference_number", value: 42 }, { relationships: entity }),
    });
  },
  "GET /custom_fields": async (x, call) => {
    await call(`custom_fields?filter[entity_id]=${id(x, "customFieldShipment2")}`, 200, { list: "size_total" });
  },
  "GET /custom_fields/{id}": async (x, call) => {
    await call(`custom_fields/${id(x, "customField")}`, 200);
  },
  "PATCH /custom_fields/{id}": async (x, call) => {
    const res = await call(`custom_fields/${id(x, "customField")}`, 200, {
      body: jsonApi("custom_field", { value: "PO-2" }),
    });
    x.w.expect(res.body.data.attributes.value === "PO-2", "PATCH did not change the value");
  },
  "DELETE /custom_fields/{id}": async (x, call) => {
    await call(`custom_fields/${id(x, "customField")}`, 200);
    await call(`custom_fields/${id(x, "customField")}`, 404);
  },

  // Documents
  "POST /documents": async (x, call) => {
    const body = (signed: string, name: string) => jsonApi("document", { name, attached_document: signed });
    const pdf = buildPdf([["ARRIVAL NOTICE", "B/L No: CONF1"]]);
    const created = await call("documents", 201, {
      body: body(await upload(x, "an.pdf", "application/pdf", pdf), "an.pdf"),
    });
    x.ids.pdfDocument = created.body.data.id;
    await call("documents", 409, {
      body: body(await upload(x, "an again.pdf", "application/pdf", pdf), "an again.pdf"),
    });
    await call("documents", 422, { body: body("bad--sig", "bad.pdf") });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("conformance delivery order photo"),
    ]);
    const image = await call("documents", 201, {
      body: body(await upload(x, "delivery order.png", "image/png", png), "delivery order.png"),
    });
    x.ids.imageDocument = image.body.data.id;
  },
  "GET /documents": async (_x, call) => {
    await call(
      "documents?include=shipments,cargos,account,user,last_document_representation,email_submission&page[size]=10",
      200,
      { list: "size_total" },
    );
    await call("documents?sort=nope", 400);
    await call("documents", 401, { key: "sim_nope" });
  },
  "GET /documents/types": async (_x, call) => {
    await call("documents/types", 200);
    await call("documents/types", 401, { key: "sim_free_key" });
  },
  "GET /documents/{id}": async (x, call) => {
    await call(
      `documents/${id(x, "splitDocument")}?include=shipments,cargos,account,user,current_extraction,email_submission`,
      200,
    );
    await call(`documents/${id(x, "splitDocument")}?include=bogus`, 400);
    await call(`documents/${NOPE}`, 404);
  },
  "PATCH /documents/{id}": async (x, call) => {
    const res = await call(`documents/${id(x, "splitDocument")}`, 200, {
      body: jsonApi("document", { document_type_manual: "arrival_notice" }),
    });
    x.w.expect(
      res.body.data.attributes.document_type_manual === "arrival_notice",
      "PATCH did not set document_type_manual",
    );
    await call(`documents/${NOPE}`, 404, { body: jsonApi("document", { document_type_manual: "arrival_notice" }) });
  },
  "DELETE /documents/{id}": async (x, call) => {
    await call(`documents/${id(x, "pdfDocument")}`, 204);
    await call(`documents/${id(x, "pdfDocument")}`, 404);
  },
  "GET /documents/{id}/download_url": async (x, call) => {
    const res = await call(`documents/${id(x, "splitDocument")}/download_url`, 200);
    const file = await fetch(res.body.download_url);
    x.w.expect(
      file.status === 200 && (await file.arrayBuffer()).byteLength > 0,
      "the download URL does not serve the file",
    );
    await call(`documents/${NOPE}/download_url`, 404);
  },
  "POST /documents/{id}/reextract": async (x, call) => {
    await call(`documents/${id(x, "splitDocument")}/reextract`, 202);
    await call(`documents/${NOPE}/reextract`, 404);
  },
  "POST /documents/{id}/reclassify": async (x, call) => {
    await call(`documents/${id(x, "splitDocument")}/reclassify`, 202);
    await call(`documents/${NOPE}/reclassify`, 404);
  },
  "POST /documents/{id}/relink": async (x, call) => {
    await call(`documents/${id(x, "splitDocument")}/relink`, 202);
    await call(`documents/${NOPE}/relink`, 404);
  },
  "POST /documents/{id}/rotate": async (x, call) => {
    await call(`documents/${id(x, "imageDocument")}/rotate`, 202, { raw: JSON.stringify({ degrees: 90 }) });
    await call(`documents/${id(x, "imageDocument")}/rotate`, 422, { raw: JSON.stringify({ degrees: 45 }) });
    await call(`documents/${id(x, "splitDocument")}/rotate`, 422, { raw: JSON.stringify({ degrees: 90 }) });
    await call(`documents/${NOPE}/rotate`, 404, { raw: JSON.stringify({ degrees: 90 }) });
  },
  "GET /email_submissions": async (x, call) => {
    const res = await call("email_submissions?page[size]=5", 200, { list: "size_total" });
    x.ids.email = res.body.data[0].id;
    await call("email_submissions?include=nope", 400);
    await call("email_submissions", 401, { key: null });
  },
  "GET /email_submissions/{id}": async (x, call) => {
    await call(`email_submissions/${id(x, "email")}`, 200);
    await call(`email_submissions/${id(x, "email")}?include=account,user,documents`, 200);
    await call(`email_submissions/${NOPE}`, 404);
  },
  "GET /document_schemas/{id}": async (_x, call) => {
    await call("document_schemas/commercial_invoice@2026-03-23", 200);
    await call("document_schemas/unknown@2026-03-23", 404);
    await call("document_schemas/commercial_invoice@2026-03-23", 401, { key: null });
  },

  // Search
  "GET /search": async (x, call) => {
    const bol = await call(`search?query=${id(x, "searchBol")}`, 200);
    x.w.expect(
      bol.body.data[0]?.attributes.entity_type === "shipment" &&
        bol.body.data[0]?.attributes.number === id(x, "searchBol"),
      "a BOL does not find its shipment first",
    );
    const box = await call(`search?query=${id(x, "searchContainer")}`, 200);
    x.w.expect(
      box.body.data.some((r: Json) => r.attributes.entity_type === "cargo" && r.id === id(x, "container")),
      "a container number does not find the container",
    );
    await call("search", 400);
    await call(`search?query=${id(x, "searchBol")}`, 401, { key: "sim_nope" });
  },
};

const RANK: Record<string, number> = { post: 0, get: 1, put: 2, patch: 3, delete: 4 };

/** Creates before reads before updates before deletes; within a method, by path. */
export function walkOrder<T extends { path: string; method: string }>(ops: T[]): T[] {
  return [...ops].sort(
    (a, b) => (RANK[a.method] ?? 9) - (RANK[b.method] ?? 9) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
}
