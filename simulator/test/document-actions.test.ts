import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testSimulator, type Json } from "./helpers";

async function uploadDocument(
  t: ReturnType<typeof testSimulator>,
  filename: string,
  contentType: string,
  bytes: Buffer,
): Promise<Json> {
  const checksum = createHash("md5").update(bytes).digest("base64");
  const blob = await t.api("/rails/active_storage/direct_uploads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ blob: { filename, content_type: contentType, byte_size: bytes.length, checksum } }),
  });
  await t.sim.app.request(new URL(blob.body.direct_upload.url).pathname, {
    method: "PUT",
    headers: blob.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  return (
    await t.api("documents", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "document", attributes: { name: filename, attached_document: blob.body.signed_id } },
      }),
    })
  ).body.data;
}

describe("document actions", () => {
  it("re-extracts into a new representation after the processing delay, and reclassifies on request", async () => {
    const t = testSimulator();
    const doc = (await t.api("documents?filter[document_types]=arrival_notice&include=last_document_representation"))
      .body.data[0];
    const before = doc.relationships.last_document_representation.data.id;
    expect((await t.api(`documents/${doc.id}/reextract`, { method: "POST" })).body).toEqual({ status: "accepted" });
    expect((await t.api(`documents/${doc.id}`)).body.data.relationships.last_document_representation.data.id).toBe(
      before,
    );
    await t.control("/clock", { advance: 5 });
    const after = (await t.api(`documents/${doc.id}`)).body.data;
    expect(after.relationships.last_document_representation.data.id).not.toBe(before);
    expect(after.attributes.document_type).toBe("arrival_notice");
    expect((await t.api(`documents/${doc.id}/reclassify`, { method: "POST" })).status).toBe(202);
    expect((await t.api(`documents/${doc.id}/relink`, { method: "POST" })).status).toBe(202);
    expect((await t.api("documents/00000000-0000-4000-8000-000000000000/reextract", { method: "POST" })).status).toBe(
      404,
    );
  });

  it("rotates image documents only, by 90, 180 or 270 degrees", async () => {
    const t = testSimulator();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from("delivery order photo")]);
    const image = await uploadDocument(t, "do photo.png", "image/png", png);
    const rotate = (id: string, degrees: unknown) =>
      t.api(`documents/${id}/rotate`, { method: "POST", body: JSON.stringify({ degrees }) });
    expect((await rotate(image.id, 90)).status).toBe(202);
    expect((await rotate(image.id, 45)).body.errors[0]).toMatchObject({
      status: "422",
      title: "Invalid rotation",
      detail: "degrees must be one of: 90, 180, 270",
    });
    const pdf = (await t.api("documents?filter[document_types]=arrival_notice")).body.data[0];
    expect((await rotate(pdf.id, 90)).body.errors[0]).toMatchObject({ status: "422", title: "Not rotatable" });
    const updated = image.attributes.updated_at;
    await t.control("/clock", { advance: 5 });
    expect((await t.api(`documents/${image.id}`)).body.data.attributes.updated_at).not.toBe(updated);
    expect(t.sim.core.documents.documents.get(image.id)?.rotation).toBe(90);
  });

  it("serves the schema of each document type at the representations' version", async () => {
    const t = testSimulator();
    const rep = (
      await t.api("documents?filter[document_types]=commercial_invoice&include=last_document_representation")
    ).body.included.find((r: Json) => r.type === "document_representation");
    const id = `commercial_invoice@${rep.attributes.schema_version}`;
    const schema = await t.api(`document_schemas/${id}`);
    expect(schema.body.data).toMatchObject({
      id,
      type: "document_schema",
      attributes: {
        document_type: "commercial_invoice",
        full_version: id,
        current: true,
        schema_format: "json_schema",
      },
    });
    for (const key of Object.keys(rep.attributes.payload))
      expect(schema.body.data.attributes.schema_payload.properties).toHaveProperty(key);
    expect((await t.api("document_schemas/commercial_invoice@1999-01-01")).body.errors[0].detail).toBe(
      "Couldn't find DocumentSchema with 'id'=commercial_invoice@1999-01-01",
    );
  });
});
