// The service's document upload, in its three steps (upstream-notes §4): ActiveStorage direct upload for a
// signed blob id, PUT of the bytes to the storage URL it returns, then POST /documents with the signed id.
// Pure of server-only imports (like client.ts) so it is tested against an in-process simulator.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";

import { z } from "zod";

import type { UpstreamClient } from "./client";
import { UpstreamError } from "./errors";
import type { JsonApiDocument } from "./json-api";

export type BlobDescription = { filename: string; contentType: string; byteSize: number; checksum: string };

const directUploadSchema = z.looseObject({
  signed_id: z.string().min(1),
  direct_upload: z.looseObject({
    url: z.string().url(),
    headers: z.record(z.string(), z.string()).optional().default({}),
  }),
});
export type DirectUpload = z.infer<typeof directUploadSchema>;

/** Step 1: asks for a signed blob id and the storage URL; the checksum is the base64 MD5 of the exact bytes. */
export async function createDirectUpload(client: UpstreamClient, blob: BlobDescription): Promise<DirectUpload> {
  const answer = await client.request("POST", client.rootUrl("/rails/active_storage/direct_uploads"), {
    blob: {
      filename: blob.filename,
      content_type: blob.contentType,
      byte_size: blob.byteSize,
      checksum: blob.checksum,
    },
  });
  const parsed = directUploadSchema.safeParse(answer.meta);
  if (!parsed.success)
    throw new UpstreamError(
      "bad_response",
      "The tracking service's direct-upload answer has no signed id or upload URL.",
    );
  return parsed.data;
}

/**
 * Step 2: streams the bytes to the storage URL with exactly the headers the service returned (plus the
 * length, as presigned storage URLs refuse chunked bodies). Not a call of the API: no key is sent, and no budget.
 */
export function putBlob(
  upload: DirectUpload,
  body: Readable,
  byteSize: number,
  options: { timeoutMs?: number; lookup?: LookupFunction } = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const url = new URL(upload.direct_upload.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: "PUT",
        headers: { ...upload.direct_upload.headers, "Content-Length": String(byteSize) },
        timeout: timeoutMs,
        // The addresses the caller checked (a storage URL is the service's choice, not ours).
        ...(options.lookup ? { lookup: options.lookup, agent: false } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => {
          if (chunks.length < 16) chunks.push(chunk);
        });
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve();
          const text = Buffer.concat(chunks).toString("utf8").slice(0, 200);
          reject(
            new UpstreamError(
              status >= 500 ? "server" : "validation",
              `The file store refused the upload (${status}${text ? `: ${text}` : ""}).`,
              status,
            ),
          );
        });
      },
    );
    req.on("timeout", () =>
      req.destroy(new UpstreamError("timeout", `The file store did not accept the upload within ${timeoutMs} ms.`)),
    );
    req.on("error", (error) =>
      reject(
        error instanceof UpstreamError ? error : new UpstreamError("network", "The file store could not be reached."),
      ),
    );
    body.on("error", (error) => req.destroy(error));
    body.pipe(req);
  });
}

/** Step 3: creates the document from the signed blob id (201, or 409 duplicate / 422 as typed errors). */
export function createDocument(client: UpstreamClient, name: string, signedId: string): Promise<JsonApiDocument> {
  return client.post("documents", { data: { type: "document", attributes: { name, attached_document: signedId } } });
}
