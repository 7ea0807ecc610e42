// Documents (beta): direct upload, create (409 on duplicate content), list with filters and sort, get with
// include (current_extraction aliases last_document_representation), manual type, delete, download.
import type { Context, Hono } from "hono";
import type { SimulatorCore } from "../core";
import { MAX_UPLOAD_BYTES, md5Base64 } from "../documents/blobs";
import { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES } from "../documents/classify";
import type { DocumentRecord } from "../documents/document-store";
import {
  BodyError,
  isRecord,
  originOf,
  readJson,
  requestUrl,
  resourceContext,
  type AppContext,
  type AppEnv,
} from "../http/env";
import { apiError, badRequest, errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { resolveIncludes } from "../http/jsonapi";
import { listDocument, paginate } from "../http/paging";
import { readPageOr400 } from "../http/request-input";
import { iso } from "../lib/time";
import { accountResource, documentResource, emailResource, userResource } from "../resources/document-resources";

const DOC_INCLUDES = new Set([
  "shipments",
  "cargos",
  "account",
  "user",
  "last_document_representation",
  "email_submission",
  "current_extraction",
]);
const EMAIL_INCLUDES = new Set(["account", "user", "documents", "documents.last_document_representation"]);
const ALIASES = { current_extraction: "last_document_representation" };

function badInclude(c: Context, include: string | undefined, allowed: ReadonlySet<string>): Response | null {
  if (!include) return null;
  const bad = include
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && !allowed.has(s));
  return bad.length ? badRequest(c, "include", `Invalid include: ${bad.join(", ")}`) : null;
}

const invalid = (pointer: string, detail: string, code = "invalid"): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code,
  source: { pointer },
});

async function parseBody(c: Context): Promise<unknown> {
  try {
    return await readJson(c);
  } catch (e) {
    if (e instanceof BodyError) return badRequest(c, "body", e.message);
    throw e;
  }
}

/** Registered twice: at the origin root (where Rails serves it) and under /v2 for tolerance. */
export function registerDirectUpload(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.post("/rails/active_storage/direct_uploads", async (c) => {
    const body = await parseBody(c);
    if (body instanceof Response) return body;
    const blob = isRecord(body) && isRecord(body.blob) ? body.blob : null;
    const errors: ApiError[] = [];
    const filename = typeof blob?.filename === "string" ? blob.filename.trim() : "";
    const contentType =
      typeof blob?.content_type === "string" && blob.content_type ? blob.content_type : "application/octet-stream";
    const byteSize = blob?.byte_size;
    const checksum = typeof blob?.checksum === "string" ? blob.checksum : "";
    if (!filename) errors.push(invalid("/blob/filename", "Filename can't be blank", "blank"));
    if (typeof byteSize !== "number" || !Number.isInteger(byteSize) || byteSize < 1)
      errors.push(invalid("/blob/byte_size", "Byte size must be a positive integer"));
    else if (byteSize > MAX_UPLOAD_BYTES)
      errors.push(invalid("/blob/byte_size", `File is too large (maximum is ${MAX_UPLOAD_BYTES} bytes)`, "too_large"));
    if (!/^[A-Za-z0-9+/]{22}==$/.test(checksum))
      errors.push(invalid("/blob/checksum", "Checksum must be the Base64 MD5 digest of the file"));
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    const key = c.get("key");
    const now = core.clock.now();
    const record = core.blobs.create({
      account: key.account,
      filename,
      contentType,
      byteSize: byteSize as number,
      checksum,
      createdAt: now,
    });
    const origin = originOf(c, core);
    return c.json({
      id: record.id,
      key: record.key,
      filename,
      content_type: contentType,
      metadata: {},
      service_name: "simulator",
      byte_size: record.byteSize,
      checksum,
      created_at: iso(now),
      signed_id: core.blobs.signedId(record),
      direct_upload: {
        url: `${origin}/_blobs/${record.key}`,
        headers: {
          "Content-Type": contentType,
          "Content-MD5": checksum,
          "Content-Disposition": `inline; filename="${filename.replace(/"/g, "")}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        },
      },
    });
  });
}

/** The upload target and download endpoint for blobs (like S3 presigned URLs: no Token needed). */
export function registerBlobs(app: Hono, core: SimulatorCore): void {
  app.put("/_blobs/:key", async (c) => {
    const blob = core.blobs.byKeyLookup(c.req.param("key"));
    if (!blob) return c.text("NoSuchUpload", 404);
    const md5 = c.req.header("content-md5");
    if (md5 !== blob.checksum) return c.text("BadDigest: Content-MD5 does not match the declared checksum", 400);
    const limit = Math.min(blob.byteSize, MAX_UPLOAD_BYTES);
    const reader = c.req.raw.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        // Stop reading as soon as the body exceeds what was declared, rather than buffering it all.
        if (size > limit) {
          await reader.cancel();
          return c.text("EntityTooLarge", 413);
        }
        chunks.push(value);
      }
    }
    const bytes = Buffer.concat(chunks);
    if (bytes.length !== blob.byteSize) return c.text("IncompleteBody: size does not match byte_size", 400);
    if (md5Base64(bytes) !== blob.checksum) return c.text("BadDigest: body does not match Content-MD5", 400);
    blob.bytes = bytes;
    return c.body(null, 200);
  });

  app.get("/_blobs/:key/:filename?", (c) => {
    const blob = core.blobs.byKeyLookup(c.req.param("key"));
    if (!blob?.bytes || c.req.query("signature") !== core.blobs.downloadSignature(blob.key))
      return c.text("AccessDenied", 403);
    return c.body(new Uint8Array(blob.bytes), 200, {
      "Content-Type": blob.contentType,
      "Content-Length": String(blob.bytes.length),
      "Content-Disposition": `attachment; filename="${blob.filename.replace(/"/g, "")}"`,
    });
  });
}

const SORTS: Record<string, (a: DocumentRecord, b: DocumentRecord) => number> = {
  created_at: (a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1),
  document_type: (a, b) =>
    (a.documentTypeManual ?? a.documentType ?? "").localeCompare(b.documentTypeManual ?? b.documentType ?? "") ||
    a.createdAt - b.createdAt,
  added_by: (a, b) => a.source.localeCompare(b.source) || a.createdAt - b.createdAt,
};

export function registerDocuments(app: Hono<AppEnv>, core: SimulatorCore): void {
  const findDoc = (c: AppContext): DocumentRecord | undefined => {
    const d = core.documents.documents.get(c.req.param("id") ?? "");
    const key = c.get("key");
    return d && d.account === key.account && !d.deleted && d.createdAt <= core.clock.now() ? d : undefined;
  };

  app.get("/documents/types", (c) =>
    jsonApi(c, { document_types: DOCUMENT_TYPES.map((t) => ({ code: t.code, label: t.label })) }),
  );

  app.post("/documents", async (c) => {
    const body = await parseBody(c);
    if (body instanceof Response) return body;
    const data = isRecord(body) ? body.data : undefined;
    const attrs = isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
    const errors: ApiError[] = [];
    if (!isRecord(data) || data.type !== "document") errors.push(invalid("/data/type", "Type must be document"));
    const name = typeof attrs.name === "string" ? attrs.name.trim() : "";
    if (!name) errors.push(invalid("/data/attributes/name", "Name can't be blank", "blank"));
    const signed = typeof attrs.attached_document === "string" ? attrs.attached_document : "";
    const key = c.get("key");
    const blob = signed ? core.blobs.fromSignedId(signed) : undefined;
    if (!signed)
      errors.push(invalid("/data/attributes/attached_document", "Attached document can't be blank", "blank"));
    else if (!blob || blob.account !== key.account)
      errors.push(invalid("/data/attributes/attached_document", "Attached document is invalid"));
    else if (!blob.bytes)
      errors.push(invalid("/data/attributes/attached_document", "Attached document has not been uploaded yet"));
    if (errors.length || !blob) return jsonApi(c, errorBody(...errors), 422);
    const existing = core.documents.findDuplicate(key.account, blob.checksum);
    if (existing) {
      return apiError(c, 409, {
        title: "Duplicate document",
        code: "duplicate_document",
        detail: `This file was already uploaded as "${existing.name}".`,
        meta: { existing_document_id: existing.id, existing_document_name: existing.name },
      });
    }
    const doc = core.documents.create({ account: key.account, name, blob, source: "api" });
    const ctx = resourceContext(c, core);
    const data2 = documentResource(ctx, core.documents, doc);
    return jsonApi(
      c,
      {
        data: data2,
        included: [accountResource(key.account), userResource(key.account)],
        links: { self: `${originOf(c, core)}/v2/documents/${doc.id}` },
      },
      201,
    );
  });

  app.get("/documents", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const include = c.req.query("include");
    const bad = badInclude(c, include, DOC_INCLUDES);
    if (bad) return bad;
    const ctx = resourceContext(c, core);
    let list = core.documents.visibleDocuments(ctx.account, ctx.now);
    const filename = c.req.query("filter[filename]")?.trim().toLowerCase();
    if (filename)
      list = list.filter((d) => d.fileName.toLowerCase().includes(filename) || d.name.toLowerCase().includes(filename));
    const reference = c.req.query("filter[reference]")?.trim().toUpperCase();
    if (reference) {
      list = list.filter((d) => {
        if (!(d.processed && d.processAt <= ctx.now)) return false;
        if (
          JSON.stringify(d.representation?.payload ?? {})
            .toUpperCase()
            .includes(reference)
        )
          return true;
        return d.shipmentIds.some((id) => {
          const s = core.world.findShipment(id);
          return s !== undefined && (s.bol === reference || s.refNumbers.some((r) => r.toUpperCase() === reference));
        });
      });
    }
    const types = c.req.query("filter[document_types]");
    if (types) {
      const wanted = new Set(types.split(",").map((t) => t.trim()));
      list = list.filter((d) =>
        wanted.has(d.documentTypeManual ?? (d.processed && d.processAt <= ctx.now ? (d.documentType ?? "") : "")),
      );
    }
    const sort = c.req.query("sort") ?? "-created_at";
    const field = sort.replace(/^-/, "");
    const cmp = SORTS[field];
    if (!cmp)
      return badRequest(c, "sort", `Invalid sort field: ${field}. Allowed: document_type, added_by, created_at`);
    list.sort(sort.startsWith("-") ? (a, b) => cmp(b, a) : cmp);
    const data = paginate(list, page).map((d) => documentResource(ctx, core.documents, d));
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), data, list.length, page, {
        meta: "size_total",
        included: resolveIncludes(data, include, ALIASES),
      }),
    );
  });

  app.get("/documents/:id", (c) => {
    const include = c.req.query("include");
    const bad = badInclude(c, include, DOC_INCLUDES);
    if (bad) return bad;
    const d = findDoc(c);
    if (!d) return notFound(c, "Document");
    const ctx = resourceContext(c, core);
    const data = documentResource(ctx, core.documents, d);
    return jsonApi(c, {
      data,
      included: resolveIncludes([data], include, ALIASES),
      links: { self: requestUrl(c, core).toString() },
    });
  });

  app.patch("/documents/:id", async (c) => {
    const d = findDoc(c);
    if (!d) return notFound(c, "Document");
    const body = await parseBody(c);
    if (body instanceof Response) return body;
    const data = isRecord(body) ? body.data : undefined;
    const attrs = isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
    if ("document_type_manual" in attrs) {
      const v = attrs.document_type_manual;
      if (v !== null && (typeof v !== "string" || !DOCUMENT_TYPE_CODES.has(v))) {
        return jsonApi(
          c,
          errorBody(
            invalid(
              "/data/attributes/document_type_manual",
              `Document type manual '${String(v)}' is not a known document type`,
            ),
          ),
          422,
        );
      }
      d.documentTypeManual = v;
    }
    if ("extracted_data_manual" in attrs) {
      const v = attrs.extracted_data_manual;
      if (v !== null && !isRecord(v))
        return jsonApi(
          c,
          errorBody(invalid("/data/attributes/extracted_data_manual", "Extracted data manual must be an object")),
          422,
        );
      d.extractedDataManual = v;
    }
    d.updatedAt = core.clock.now();
    const ctx = resourceContext(c, core);
    return jsonApi(c, {
      data: documentResource(ctx, core.documents, d),
      included: [],
      links: { self: requestUrl(c, core).toString() },
    });
  });

  app.delete("/documents/:id", (c) => {
    const d = findDoc(c);
    if (!d) return notFound(c, "Document");
    d.deleted = true;
    return c.body(null, 204);
  });

  app.get("/documents/:id/download_url", (c) => {
    const d = findDoc(c);
    if (!d) return notFound(c, "Document");
    const blob = core.blobs.byKeyLookup(d.blobKey);
    if (!blob?.bytes) return jsonApi(c, errorBody(invalid("/data", "The file is not available")), 422);
    const url = `${originOf(c, core)}/_blobs/${blob.key}/${encodeURIComponent(blob.filename)}?signature=${core.blobs.downloadSignature(blob.key)}`;
    return jsonApi(c, { download_url: url });
  });

  const emailNotFound = (c: Context): Response => notFound(c, "EmailSubmission");
  const DEFAULT_EMAIL_INCLUDE = "documents,documents.last_document_representation";

  app.get("/email_submissions", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const include = c.req.query("include") ?? DEFAULT_EMAIL_INCLUDE;
    const bad = badInclude(c, include, EMAIL_INCLUDES);
    if (bad) return bad;
    const ctx = resourceContext(c, core);
    const list = core.documents.visibleEmails(ctx.account, ctx.now);
    const data = paginate(list, page).map((e) => emailResource(ctx, core.documents, e));
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), data, list.length, page, {
        meta: "size_total",
        included: resolveIncludes(data, include),
      }),
    );
  });

  app.get("/email_submissions/:id", (c) => {
    const include = c.req.query("include") ?? DEFAULT_EMAIL_INCLUDE;
    const bad = badInclude(c, include, EMAIL_INCLUDES);
    if (bad) return bad;
    const ctx = resourceContext(c, core);
    const e = core.documents.emails.get(c.req.param("id"));
    if (!e || e.account !== ctx.account || e.createdAt > ctx.now) return emailNotFound(c);
    const data = emailResource(ctx, core.documents, e);
    return jsonApi(c, {
      data,
      included: resolveIncludes([data], include),
      links: { self: requestUrl(c, core).toString() },
    });
  });
}
