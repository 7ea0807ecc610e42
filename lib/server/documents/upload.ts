import "server-only";

import { createReadStream } from "node:fs";

import { z } from "zod";

import { db } from "@/lib/server/db";
import { checkFetchTarget, fileStorePolicy } from "@/lib/server/http/safe-fetch-target";
import { pinnedLookup } from "@/lib/server/http/target-check";
import { AppError } from "@/lib/shared/app-error";
import { MAX_UPLOAD_BYTES, resolveContentType } from "@/lib/shared/upload-rules";
import { formatBytes } from "@/lib/shared/format/number";

import { applyDocuments } from "../sync/document-sync";
import { asArray } from "../upstream/json-api";
import { requireUpstream, upstreamFor } from "../sync/upstream";
import { createDirectUpload, createDocument, putBlob } from "../upstream/direct-upload";
import { UpstreamError } from "../upstream/errors";

import { assertContentMatches, SNIFF_BYTES } from "./sniff-upload";
import { spoolUpload } from "./spool-upload";

export const uploadQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the file a name.")
    .max(255, "The file name is too long (255 characters at most)."),
});

export type UploadInput = {
  workspaceId: string;
  userId: string;
  name: string;
  contentType: string | null;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
};

/**
 * The server side of an upload: the body is spooled to disk (never held whole in memory) with its MD5, then
 * sent through the service's direct upload with the stored key, and the created document is cached.
 */
export async function uploadDocument(input: UploadInput): Promise<{ id: string; upstreamId: string }> {
  // The name travels on in HTTP headers (the storage's Content-Disposition), where a line break would split
  // the header: no real file is named that way, so such a name is refused rather than rewritten.
  if (/[\u0000-\u001f\u007f]/.test(input.name)) {
    throw new AppError(
      "bad_request",
      "The file name contains a line break or another control character; rename the file and upload it again.",
    );
  }
  const contentType = resolveContentType({ name: input.name, type: input.contentType ?? "" });
  if (!contentType)
    throw new AppError("bad_request", `${input.name}: only PDF, PNG, JPEG and TIFF files can be uploaded.`);
  if (input.contentLength !== null && input.contentLength > MAX_UPLOAD_BYTES) {
    throw new AppError(
      "payload_too_large",
      `${input.name} is ${formatBytes(input.contentLength)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}.`,
    );
  }
  await requireUpstream(input.workspaceId);
  // The bytes, not the name or the browser's word, say what the file is: checked on the first few KB as they
  // arrive, so a refused file is never written out whole.
  const spooled = await spoolUpload(input.body, MAX_UPLOAD_BYTES, {
    headBytes: SNIFF_BYTES,
    inspect: (head) => assertContentMatches(head, contentType, input.name),
  });
  try {
    const { client, target } = await upstreamFor(input.workspaceId, "interactive");
    const upload = await createDirectUpload(client, {
      filename: input.name,
      contentType,
      byteSize: spooled.byteSize,
      checksum: spooled.checksum,
    });
    // The storage URL is the service's choice: checked like a download's before a byte goes to it.
    const store = await checkFetchTarget(upload.direct_upload.url, fileStorePolicy(target.mode), undefined, "uploaded");
    await putBlob(upload, createReadStream(spooled.path), spooled.byteSize, {
      lookup: store.addresses ? pinnedLookup(store.addresses) : undefined,
    });
    const created = await createDocument(client, input.name, upload.signed_id);
    const resource = asArray(created.data)[0];
    if (!resource) throw new AppError("upstream_unavailable", "The tracking service did not return the new document.");
    await applyDocuments(input.workspaceId, [resource, ...created.included]);
    const row = await db.document.update({
      where: { workspaceId_upstreamId: { workspaceId: input.workspaceId, upstreamId: resource.id } },
      data: { uploadedByUserId: input.userId },
      select: { id: true },
    });
    return { id: row.id, upstreamId: resource.id };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "conflict")
      throw await duplicateError(input.workspaceId, error);
    throw error;
  } finally {
    await spooled.remove();
  }
}

/** 409: names the existing document, by our id when it is cached (fetching it once so the link works). */
async function duplicateError(workspaceId: string, error: UpstreamError): Promise<AppError> {
  const meta = error.errors.find((d) => d.meta)?.meta ?? {};
  const upstreamId = typeof meta["existing_document_id"] === "string" ? meta["existing_document_id"] : null;
  let name = typeof meta["existing_document_name"] === "string" ? meta["existing_document_name"] : null;
  let id = upstreamId;
  if (upstreamId) {
    let row = await db.document.findUnique({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId } },
      select: { id: true, name: true },
    });
    if (!row) {
      try {
        const { client } = await upstreamFor(workspaceId, "interactive");
        const fetched = await client.get(`documents/${encodeURIComponent(upstreamId)}`, {
          include: "last_document_representation,shipments,cargos",
        });
        await applyDocuments(workspaceId, [...asArray(fetched.data), ...fetched.included]);
        row = await db.document.findUnique({
          where: { workspaceId_upstreamId: { workspaceId, upstreamId } },
          select: { id: true, name: true },
        });
      } catch {
        // The upstream id still identifies it; the link may only work after the next sync.
      }
    }
    if (row) {
      id = row.id;
      name = name ?? row.name;
    }
  }
  const label = name ?? "an earlier document";
  return new AppError("conflict", `Already uploaded as ${label}.`, {
    details: { existingDocumentId: id, existingDocumentName: label },
  });
}
