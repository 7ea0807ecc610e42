import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { buildPdf, readPdfPages } from "../documents/pdf";
import { receiver, testSimulator, type Json } from "./helpers";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const md5 = (b: Buffer) => createHash("md5").update(b).digest("base64");

async function upload(
  t: ReturnType<typeof testSimulator>,
  filename: string,
  bytes: Buffer,
  path = "/rails/active_storage/direct_uploads",
) {
  const blob = await t.api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      blob: { filename, content_type: "application/pdf", byte_size: bytes.length, checksum: md5(bytes) },
    }),
  });
  expect(blob.status).toBe(200);
  const target = new URL(blob.body.direct_upload.url);
  const put = await t.sim.app.request(target.pathname, {
    method: "PUT",
    headers: blob.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return blob.body;
}

describe("documents", () => {
  it("round-trips generated PDFs", () => {
    const pdf = buildPdf([["ARRIVAL NOTICE", "B/L No: X1"], ["DELIVERY ORDER"]]);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(readPdfPages(pdf)).toEqual(["ARRIVAL NOTICE\nB/L No: X1", "DELIVERY ORDER"]);
  });

  it("uploads directly, creates a document, classifies and extracts it asynchronously, and 409s duplicates", async () => {
    const t = testSimulator();
    const r = await receiver();
    cleanups.push(r.close);
    await t.api("webhooks", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "webhook", attributes: { url: r.url, active: true, events: ["document.extracted"] } },
      }),
    });
    const c = (await t.api("containers?page[size]=1&include=shipment")).body;
    const number = c.data[0].attributes.number;
    const bol = c.included[0].attributes.bill_of_lading_number;
    const bytes = buildPdf(
      [["BILL OF LADING", `B/L No: ${bol}`, "Vessel: EVER GIVEN Voyage: 123E", `Container: ${number}`]],
      "bl",
    );
    const blob = await upload(t, "scan 001.pdf", bytes);
    expect(blob.checksum).toBe(md5(bytes));
    const created = await t.api("documents", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "document", attributes: { name: "scan 001.pdf", attached_document: blob.signed_id } },
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.attributes.document_type).toBeUndefined();
    expect(created.body.data.relationships.last_document_representation.data).toBeNull();
    await t.control("/clock", { advance: "PT10S" });
    const got = await t.api(`documents/${id}?include=current_extraction,shipments,cargos`);
    expect(got.body.data.attributes.document_type).toBe("bill_of_lading");
    const rep = got.body.included.find((i: Json) => i.type === "document_representation");
    expect(rep.attributes.payload.bill_of_lading_number).toBe(bol);
    expect(rep.attributes.payload.container_numbers).toContain(number);
    expect(rep.attributes.payload.vessel_name).toBe("EVER GIVEN");
    expect(got.body.included.some((i: Json) => i.type === "container" && i.attributes.number === number)).toBe(true);
    await t.sim.flushWebhooks();
    const extracted = r.received.find((x) => x.body.data.relationships.document?.data.id === id)?.body;
    expect(extracted.data.attributes.event).toBe("document.extracted");
    expect(extracted.included.map((i: Json) => i.type)).toEqual(
      expect.arrayContaining(["document", "document_representation"]),
    );

    const again = await upload(t, "copy.pdf", bytes, "/v2/rails/active_storage/direct_uploads");
    const dup = await t.api("documents", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "document", attributes: { name: "copy.pdf", attached_document: again.signed_id } },
      }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toMatchObject({
      status: "409",
      code: "duplicate_document",
      title: "Duplicate document",
      meta: { existing_document_id: id, existing_document_name: "scan 001.pdf" },
    });

    const url = (await t.api(`documents/${id}/download_url`)).body.download_url;
    const dl = await t.sim.app.request(new URL(url).pathname + new URL(url).search);
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("rejects a PUT whose bytes do not match the checksum, and POST /documents with a bad signed id", async () => {
    const t = testSimulator();
    const bytes = Buffer.from("%PDF-1.4 hello");
    const blob = await t.api("/rails/active_storage/direct_uploads", {
      method: "POST",
      body: JSON.stringify({
        blob: { filename: "a.pdf", content_type: "application/pdf", byte_size: bytes.length, checksum: md5(bytes) },
      }),
    });
    const path = new URL(blob.body.direct_upload.url).pathname;
    const wrong = await t.sim.app.request(path, {
      method: "PUT",
      headers: blob.body.direct_upload.headers,
      body: new Uint8Array(Buffer.from("%PDF-1.4 HELLO")),
    });
    expect(wrong.status).toBe(400);
    const tooBig = await t.sim.app.request(path, {
      method: "PUT",
      headers: blob.body.direct_upload.headers,
      body: new Uint8Array(Buffer.alloc(bytes.length + 10)),
    });
    expect(tooBig.status).toBe(413);
    const notUploaded = await t.api("documents", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "document", attributes: { name: "a.pdf", attached_document: blob.body.signed_id } },
      }),
    });
    expect(notUploaded.status).toBe(422);
    const forged = await t.api("documents", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "document", attributes: { name: "a.pdf", attached_document: "abc--def" } },
      }),
    });
    expect(forged.body.errors[0].source.pointer).toBe("/data/attributes/attached_document");
    expect(
      (await t.api("/rails/active_storage/direct_uploads", { method: "POST", key: null, body: "{}" })).status,
    ).toBe(401);
  });

  it("splits seeded packets into child documents with page ranges", async () => {
    const t = testSimulator();
    const list = await t.api("documents?page[size]=100");
    const children = list.body.data.filter((d: Json) => d.attributes.source === "split_document");
    expect(children.length).toBeGreaterThan(2);
    const child = children[0];
    expect(child.attributes.parsed.packetSegment.startPage).toBeLessThanOrEqual(
      child.attributes.parsed.packetSegment.endPage,
    );
    const parentId = child.relationships.parent_document.data.id;
    const parent = await t.api(`documents/${parentId}`);
    expect(parent.body.data.attributes.document_type).toBe("packet");
    const siblings = children.filter((d: Json) => d.relationships.parent_document.data.id === parentId);
    const types = siblings.map((d: Json) => d.attributes.document_type);
    expect(new Set(types).size).toBeGreaterThan(1);
  });

  it("filters, sorts, patches and 404s documents like the service", async () => {
    const t = testSimulator();
    const invoices = await t.api("documents?filter[document_types]=commercial_invoice");
    expect(invoices.body.data.length).toBeGreaterThan(0);
    expect(invoices.body.data.every((d: Json) => d.attributes.document_type === "commercial_invoice")).toBe(true);
    const byName = await t.api("documents?filter[filename]=packet");
    expect(byName.body.data.every((d: Json) => d.attributes.file_name.toLowerCase().includes("packet"))).toBe(true);
    const asc = await t.api("documents?sort=created_at&page[size]=100");
    const times = asc.body.data.map((d: Json) => Date.parse(d.attributes.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await t.api("documents?sort=bogus")).status).toBe(400);
    const rep = asc.body.data.find((d: Json) => d.relationships.shipments.data.length > 0);
    const bol = (await t.api(`shipments/${rep.relationships.shipments.data[0].id}`)).body.data.attributes
      .bill_of_lading_number;
    const byRef = await t.api(`documents?filter[reference]=${bol}`);
    expect(byRef.body.data.map((d: Json) => d.id)).toContain(rep.id);
    const patched = await t.api(`documents/${rep.id}`, {
      method: "PATCH",
      body: JSON.stringify({ data: { type: "document", attributes: { document_type_manual: "delivery_order" } } }),
    });
    expect(patched.body.data.attributes.document_type_manual).toBe("delivery_order");
    expect(
      (
        await t.api(`documents/${rep.id}`, {
          method: "PATCH",
          body: JSON.stringify({ data: { type: "document", attributes: { document_type_manual: "nonsense" } } }),
        })
      ).status,
    ).toBe(422);
    const missing = await t.api("documents/00000000-0000-4000-8000-000000000000");
    expect(missing.body.errors[0]).toMatchObject({
      status: "404",
      title: "Not Found",
      detail: "Couldn't find Document",
    });
    const types = await t.api("documents/types");
    expect(types.body.document_types.map((x: Json) => x.code)).toEqual(
      expect.arrayContaining(["bill_of_lading", "arrival_notice", "delivery_order", "packet"]),
    );
  });
});

describe("email submissions", () => {
  it("lists seeded emails with documents included by default, threads, and an unsafe HTML body", async () => {
    const t = testSimulator();
    const list = await t.api("email_submissions?page[size]=50");
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(8);
    const included = list.body.included.map((i: Json) => i.type);
    expect(included).toContain("document");
    expect(included).toContain("document_representation");
    const threaded = list.body.data.filter((e: Json) => e.attributes.in_reply_to);
    expect(threaded.length).toBeGreaterThan(0);
    const ids = new Set(list.body.data.map((e: Json) => e.attributes.message_id));
    expect(
      threaded.some(
        (e: Json) => ids.has(e.attributes.in_reply_to) && e.attributes.references.includes(e.attributes.in_reply_to),
      ),
    ).toBe(true);
    const html = list.body.data.find((e: Json) => e.attributes.content_type === "text/html");
    expect(html.attributes.body).toContain("<script>");
    expect(html.attributes.body).toMatch(/onerror=/);
    const withDocs = list.body.data.find((e: Json) => e.attributes.documents_count > 0);
    const docId = withDocs.relationships.documents.data[0].id;
    const doc = await t.api(`documents/${docId}?include=email_submission`);
    expect(doc.body.data.attributes.source).toBe("email");
    expect(doc.body.included[0]).toMatchObject({ type: "email_submission", id: withDocs.id });
    const dl = (await t.api(`documents/${docId}/download_url`)).body.download_url;
    const bytes = Buffer.from(await (await t.sim.app.request(new URL(dl).pathname + new URL(dl).search)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const one = await t.api(`email_submissions/${withDocs.id}?include=account,user`);
    expect(one.body.included.map((i: Json) => i.type)).toEqual(["account"]);
    const missing = await t.api("email_submissions/00000000-0000-4000-8000-000000000000");
    expect(missing.body.errors[0].detail).toBe("Couldn't find EmailSubmission");
    // More mail arrives as the simulated clock moves.
    await t.control("/clock", { advance: "P2D" });
    expect((await t.api("email_submissions")).body.meta.total).toBeGreaterThan(list.body.meta.total);
  });
});
