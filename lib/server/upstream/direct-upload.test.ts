import { createHash } from "node:crypto";
import { Readable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { samplePdf, startSimulator, type ServedSimulator } from "@/simulator/testing";

import { UpstreamClient } from "./client";
import { createDirectUpload, createDocument, putBlob } from "./direct-upload";
import { UpstreamError } from "./errors";

const sim = startSimulator({ containers: 50, start: "2026-03-05T15:00:00Z", speed: 0 });
let server: ServedSimulator;
let client: UpstreamClient;

beforeAll(async () => {
  server = await sim.listen();
  client = new UpstreamClient({
    baseUrl: `${server.origin}/v2`,
    apiKey: "sim_paid_key",
    retryBaseMs: 1,
  });
});
afterAll(async () => {
  await server.close();
  await sim.stop();
});

const md5 = (bytes: Buffer) => createHash("md5").update(bytes).digest("base64");

async function upload(bytes: Buffer, name: string) {
  const direct = await createDirectUpload(client, {
    filename: name,
    contentType: "application/pdf",
    byteSize: bytes.length,
    checksum: md5(bytes),
  });
  await putBlob(direct, Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]), bytes.length);
  return createDocument(client, name, direct.signed_id);
}

describe("direct upload", () => {
  it("creates a document from the root-level direct upload, a streamed PUT and the signed id", async () => {
    const bytes = Buffer.from(samplePdf([["BILL OF LADING", `unit ${Date.now()}`]], "unit"));
    const created = await upload(bytes, "unit-bol.pdf");
    const data = Array.isArray(created.data) ? created.data[0] : created.data;
    expect(data?.type).toBe("document");
    expect(data?.attributes["file_size_bytes"]).toBe(bytes.length);
  });

  it("answers a second upload of the same bytes with 409 naming the existing document", async () => {
    const bytes = Buffer.from(samplePdf([["DELIVERY ORDER", `dup ${Date.now()}`]], "dup"));
    await upload(bytes, "first.pdf");
    const error = await upload(bytes, "second.pdf").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: "conflict", upstreamStatus: 409 });
    expect((error as UpstreamError).errors[0]?.meta?.["existing_document_name"]).toBe("first.pdf");
  });

  it("refuses a wrong checksum at the file store, and a bad blob with 422 and the service's detail", async () => {
    const bytes = Buffer.from("%PDF-1.4 not what was declared");
    const direct = await createDirectUpload(client, {
      filename: "x.pdf",
      contentType: "application/pdf",
      byteSize: bytes.length,
      checksum: md5(Buffer.from("other")),
    });
    await expect(putBlob(direct, Readable.from([bytes]), bytes.length)).rejects.toMatchObject({ upstreamStatus: 400 });
    await expect(
      createDirectUpload(client, { filename: "", contentType: "application/pdf", byteSize: 0, checksum: "nope" }),
    ).rejects.toMatchObject({ kind: "validation", upstreamStatus: 422 });
    await expect(createDocument(client, "x.pdf", "not-a-signed-id")).rejects.toSatisfy(
      (e: unknown) => e instanceof UpstreamError && e.upstreamStatus === 422 && e.reason.includes("Attached document"),
    );
  });
});
