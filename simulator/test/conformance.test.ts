// Validates responses of every implemented endpoint (each status it can return) and every webhook payload
// against ../shared/upstream/openapi.json. Skipped, with the reason, when ../shared is not present.
import { afterAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { buildPdf } from "../documents/pdf";
import { loadConformance, SPEC_PATH, specAvailable, type Conformance } from "./openapi";
import { receiver, testSimulator, type Json } from "./helpers";

if (!specAvailable) console.warn(`[conformance] skipped: ${SPEC_PATH} not found (the shared contract lives outside the repo, in ../shared)`);

const d = specAvailable ? describe : describe.skip;

d(`conformance with ${SPEC_PATH}`, () => {
  const conf: Conformance | null = specAvailable ? loadConformance() : null;
  const t = testSimulator({ realNow: (() => { let n = 0; return () => (n += 1); })() });
  const failures: string[] = [];
  let checked = 0;
  afterAll(() => t.sim.close());

  async function check(specPath: string, method: string, url: string, init: Parameters<typeof t.api>[1] = {}, expected?: number) {
    const res = await t.api(url, { method: method.toUpperCase(), ...init });
    if (expected !== undefined) expect(res.status, `${method} ${url}`).toBe(expected);
    const validate = conf?.response(specPath, method, res.status) ?? (res.status >= 400 ? conf?.errorModel : null);
    if (!validate) {
      if (res.text) failures.push(`${method} ${url} -> ${res.status}: no schema in the spec for this status`);
      return res;
    }
    checked += 1;
    if (!validate(res.body)) failures.push(`${method} ${url} -> ${res.status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    return res;
  }

  it("validates every endpoint's responses", async () => {
    const ct = { "Content-Type": "application/vnd.api+json" };
    const ship = (await check("/shipments", "get", "shipments?include=containers,port_of_lading,port_of_discharge,pod_terminal&page[size]=5", {}, 200)).body.data[0];
    await check("/shipments", "get", "shipments?filter[tracking_stopped]=true&q=A", {}, 200);
    await check("/shipments/{id}", "get", `shipments/${ship.id}?include=containers,pod_terminal,port_of_lading`, {}, 200);
    await check("/shipments/{id}", "get", "shipments/00000000-0000-4000-8000-000000000000", {}, 404);
    await check("/shipments/{id}/stop_tracking", "patch", `shipments/${ship.id}/stop_tracking`, {}, 200);
    await check("/shipments/{id}/resume_tracking", "patch", `shipments/${ship.id}/resume_tracking`, {}, 200);
    const rail = t.sim.world.containers.find((c) => c.railTerminalId && t.sim.world.stateOf(c, t.sim.clock.now()).milestones.railArrived !== null);
    for (const cid of [ship.relationships.containers.data[0].id, rail?.id]) {
      await check("/containers", "get", "containers?include=shipment&page[size]=100", {}, 200);
      await check("/containers/{id}", "get", `containers/${cid}?include=shipment,pod_terminal,transport_events`, {}, 200);
      await check("/containers/{id}/transport_events", "get", `containers/${cid}/transport_events?include=location,terminal`, {}, 200);
      await check("/containers/{id}/map_geojson", "get", `containers/${cid}/map_geojson`, {}, 200);
      await check("/containers/{id}/refresh", "patch", `containers/${cid}/refresh`, {}, 200);
    }
    const cid = ship.relationships.containers.data[0].id;
    await check("/containers/{id}/map_geojson", "get", `containers/${cid}/map_geojson`, { key: "sim_basic_key" }, 403);
    await check("/containers/{id}/refresh", "patch", `containers/${cid}/refresh`, { key: "sim_basic_key" }, 403);
    for (let i = 0; i < 8; i += 1) await t.api(`containers/${cid}/refresh`, { method: "PATCH" });
    await check("/containers/{id}/refresh", "patch", `containers/${cid}/refresh`, {}, 429);
    await check("/containers", "get", "containers?filter[number]=NOPE", {}, 200);
    const trBody = (n: string, extra: Record<string, unknown> = {}) => JSON.stringify({ data: { type: "tracking_request", attributes: { request_type: "bill_of_lading", request_number: n, scac: "MAEU", ...extra } } });
    const created = await check("/tracking_requests", "post", "tracking_requests", { body: trBody("MAEU555666777"), headers: ct }, 201);
    await check("/tracking_requests", "post", "tracking_requests", { body: trBody("", { scac: "XXXX" }), headers: ct }, 422);
    await check("/tracking_requests", "post", "tracking_requests", { body: trBody("MAEUNOTFOUND12"), headers: ct }, 201);
    await t.control("/clock", { advance: 30 });
    await check("/tracking_requests/{id}", "get", `tracking_requests/${created.body.data.id}`, {}, 200);
    await check("/tracking_requests/{id}", "get", "tracking_requests/00000000-0000-4000-8000-000000000000", {}, 404);
    await check("/tracking_requests", "get", "tracking_requests?page[size]=50", {}, 200);
    for (const n of ["MSKU1234565", "MAEU123456789", "123456789", "??"]) await check("/tracking_requests/infer_number", "post", "tracking_requests/infer_number", { body: JSON.stringify({ number: n }), headers: { "Content-Type": "application/json" } });
    await check("/tracking_requests/infer_number", "post", "tracking_requests/infer_number", { body: JSON.stringify({}), headers: { "Content-Type": "application/json" } }, 422);
    for (let i = 0; i < 100; i += 1) await t.api("tracking_requests", { method: "POST", body: trBody(`MAEU9${String(i).padStart(8, "0")}`) });
    await check("/tracking_requests", "post", "tracking_requests", { body: trBody("MAEU999999999"), headers: ct }, 429);
    await check("/shipping_lines", "get", "shipping_lines", {}, 200);
    await check("/terminals/{id}", "get", `terminals/${ship.relationships.pod_terminal.data.id}`, {}, 200);
    if (rail?.railTerminalId) await check("/terminals/{id}", "get", `terminals/${rail.railTerminalId}`, {}, 200);
    await check("/ports/{id}", "get", "ports/USLAX", {}, 200);
    await check("/metro_areas/{id}", "get", "metro_areas/USCHI", {}, 200);

    const hook = await check("/webhooks", "post", "webhooks", { body: JSON.stringify({ data: { type: "webhook", attributes: { url: "https://example.com/hook", active: false, events: ["container.updated"] } } }), headers: ct }, 201);
    await check("/webhooks", "get", "webhooks", {}, 200);
    await check("/webhooks/{id}", "get", `webhooks/${hook.body.data.id}`, {}, 200);
    await check("/webhooks/{id}", "patch", `webhooks/${hook.body.data.id}`, { body: JSON.stringify({ data: { type: "webhook", attributes: { active: false } } }), headers: ct }, 200);
    await check("/webhooks/ips", "get", "webhooks/ips", {}, 200);

    const docs = await check("/documents", "get", "documents?include=shipments,cargos,account,user,last_document_representation,email_submission&page[size]=100", {}, 200);
    await check("/documents", "get", "documents?sort=nope", {}, 400);
    await check("/documents", "get", "documents", { key: "sim_nope" }, 401);
    const docId = docs.body.data.find((x: Json) => x.attributes.source === "split_document").id;
    await check("/documents/{id}", "get", `documents/${docId}?include=shipments,cargos,account,user,current_extraction,email_submission`, {}, 200);
    await check("/documents/{id}", "get", `documents/${docId}?include=bogus`, {}, 400);
    await check("/documents/{id}", "get", "documents/00000000-0000-4000-8000-000000000000", {}, 404);
    await check("/documents/{id}", "patch", `documents/${docId}`, { body: JSON.stringify({ data: { type: "document", attributes: { document_type_manual: "arrival_notice" } } }), headers: ct }, 200);
    await check("/documents/{id}", "patch", "documents/00000000-0000-4000-8000-000000000000", { body: "{}", headers: ct }, 404);
    await check("/documents/{id}/download_url", "get", `documents/${docId}/download_url`, {}, 200);
    await check("/documents/{id}/download_url", "get", "documents/00000000-0000-4000-8000-000000000000/download_url", {}, 404);
    await check("/documents/types", "get", "documents/types", {}, 200);
    await check("/documents/types", "get", "documents/types", { key: "sim_free_key" }, 401);
    const bytes = buildPdf([["ARRIVAL NOTICE", "B/L No: X"]]);
    const md5 = createHash("md5").update(bytes).digest("base64");
    const up = async () => {
      const blob = await t.api("/rails/active_storage/direct_uploads", { method: "POST", body: JSON.stringify({ blob: { filename: "an.pdf", content_type: "application/pdf", byte_size: bytes.length, checksum: md5 } }), headers: { "Content-Type": "application/json" } });
      await t.sim.app.request(new URL(blob.body.direct_upload.url).pathname, { method: "PUT", headers: blob.body.direct_upload.headers, body: new Uint8Array(bytes) });
      return blob.body.signed_id as string;
    };
    const docBody = (signed: string) => JSON.stringify({ data: { type: "document", attributes: { name: "an.pdf", attached_document: signed } } });
    const newDoc = await check("/documents", "post", "documents", { body: docBody(await up()), headers: ct }, 201);
    await check("/documents", "post", "documents", { body: docBody(await up()), headers: ct }, 409);
    await check("/documents", "post", "documents", { body: docBody("bad--sig"), headers: ct }, 422);
    await check("/documents/{id}", "delete", `documents/${newDoc.body.data.id}`, {}, 204);

    const emails = await check("/email_submissions", "get", "email_submissions", {}, 200);
    await check("/email_submissions", "get", "email_submissions?include=nope", {}, 400);
    await check("/email_submissions/{id}", "get", `email_submissions/${emails.body.data[0].id}`, {}, 200);
    await check("/email_submissions/{id}", "get", `email_submissions/${emails.body.data[0].id}?include=account,user,documents`, {}, 200);
    await check("/email_submissions/{id}", "get", "email_submissions/00000000-0000-4000-8000-000000000000", {}, 404);
    await check("/webhook_notifications", "get", "webhook_notifications?include=webhook,reference_object", {}, 200);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 60_000);

  it("validates every webhook payload the world produces", async () => {
    const w = testSimulator({ seed: 11 });
    const r = await receiver();
    const all = ["container.transport.vessel_arrived", "container.transport.estimated.vessel_arrived", "container.transport.vessel_discharged", "container.transport.vessel_loaded", "container.transport.vessel_departed", "container.transport.rail_departed", "container.transport.rail_arrived", "container.transport.rail_loaded", "container.transport.rail_unloaded", "container.transport.transshipment_arrived", "container.transport.transshipment_discharged", "container.transport.transshipment_loaded", "container.transport.transshipment_departed", "container.transport.empty_out", "container.transport.full_in", "container.transport.full_out", "container.transport.empty_in", "container.transport.vessel_berthed", "shipment.estimated.arrival", "tracking_request.succeeded", "tracking_request.failed", "tracking_request.awaiting_manifest", "tracking_request.tracking_stopped", "container.created", "container.updated", "container.pod_terminal_changed", "container.transport.arrived_at_inland_destination", "container.pickup_lfd.changed", "container.pickup_lfd_line.changed", "container.pickup_lfd_terminal.changed", "container.pickup_lfd_rail.changed", "container.pickup_appointment.changed", "container.transport.available", "container.transport.not_available", "container.transport.delivered", "document.extracted"];
    await w.api("webhooks", { method: "POST", body: JSON.stringify({ data: { type: "webhook", attributes: { url: r.url, active: true, events: all } } }) });
    for (const [n, type] of [["MAEU777888999", "bill_of_lading"], ["HLCUMANIFEST77", "bill_of_lading"], ["MAEUNOTFOUND55", "bill_of_lading"]] as const) {
      await w.api("tracking_requests", { method: "POST", body: JSON.stringify({ data: { type: "tracking_request", attributes: { request_type: type, request_number: n, scac: n.slice(0, 4) } } }) });
    }
    const c = w.sim.world.containers.find((x) => w.sim.world.stateOf(x, w.sim.clock.now()).status === "not_available");
    const other = [...w.sim.world.containers].find((x) => x.podTerminalId !== c?.podTerminalId && x.railTerminalId === null);
    await w.control(`/containers/${c?.number}`, { pod_terminal_id: other?.podTerminalId, pickup_appointment_at: "2026-03-07T15:00:00Z", lfd: { line: "2026-03-09T05:00:00Z", rail: null } });
    await w.sim.app.request(`/v2/shipments/${w.sim.world.shipments[5]?.id}/stop_tracking`, { method: "PATCH", headers: { Authorization: "Token sim_paid_key" } });
    await w.control("/clock", { advance: "P3D" });
    await w.sim.flushWebhooks();
    const byType = new Map<string, string>([["shipment", "shipment"], ["container", "container"], ["port", "port"], ["metro_area", "metro_area"], ["terminal", "terminal"], ["rail_terminal", "rail_terminal"], ["transport_event", "transport_event"], ["estimated_event", "estimated_event"], ["container_updated_event", "container_updated_event"], ["container_pod_terminal_changed_event", "container_pod_terminal_changed_event"], ["tracking_request", "tracking_request"], ["vessel", "vessel"], ["document", "document"], ["document_representation", "document_representation"], ["email_submission", "document_email_submission"]]);
    const seen = new Set<string>();
    const problems: string[] = [];
    const envelope = conf?.schema("webhook_notification");
    for (const d of r.received) {
      const event = d.body.data.attributes.event;
      seen.add(event);
      if (envelope && !envelope(d.body.data)) problems.push(`${event} envelope: ${JSON.stringify(envelope.errors?.slice(0, 2))}`);
      for (const inc of d.body.included) {
        const name = byType.get(inc.type);
        if (!name) continue;
        const v = conf?.schema(name);
        if (v && !v(inc)) problems.push(`${event} included ${inc.type}: ${JSON.stringify(v.errors?.slice(0, 2))}`);
      }
    }
    await r.close();
    await w.sim.close();
    expect(problems.slice(0, 10)).toEqual([]);
    for (const e of ["container.updated", "container.pickup_lfd.changed", "container.pickup_lfd_line.changed", "container.pickup_lfd_rail.changed", "container.pickup_appointment.changed", "container.pod_terminal_changed", "container.transport.vessel_discharged", "container.transport.full_out", "container.transport.rail_loaded", "tracking_request.succeeded", "tracking_request.failed", "tracking_request.awaiting_manifest", "tracking_request.tracking_stopped", "container.created", "shipment.estimated.arrival"]) {
      expect(seen.has(e), e).toBe(true);
    }
  }, 60_000);
});
