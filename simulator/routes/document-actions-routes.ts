// Document actions (beta): reextract, reclassify and relink queue the work and answer 202; rotate takes
// 90, 180 or 270 degrees and works on image documents only. Also GET /document_schemas/{id}.
import type { Context, Hono } from "hono";
import type { SimulatorCore } from "../core";
import type { DocumentRecord, Reprocess } from "../documents/document-store";
import { documentSchemaResource } from "../documents/schemas";
import { isRecord, originOf, type AppContext, type AppEnv } from "../http/env";
import { apiError, jsonApi, notFound } from "../http/api-errors";
import { readJsonOr400 } from "../http/request-input";

const accepted = (c: Context): Response => jsonApi(c, { status: "accepted" }, 202);

export function registerDocumentActions(app: Hono<AppEnv>, core: SimulatorCore): void {
  const findDoc = (c: AppContext): DocumentRecord | undefined => {
    const d = core.documents.documents.get(c.req.param("id") ?? "");
    return d && d.account === c.get("key").account && !d.deleted && d.createdAt <= core.clock.now() ? d : undefined;
  };

  for (const action of ["reextract", "reclassify", "relink"] as const satisfies readonly Reprocess[]) {
    app.post(`/documents/:id/${action}`, (c) => {
      const d = findDoc(c);
      if (!d) return notFound(c, "Document");
      core.documents.reprocess(d, action);
      return accepted(c);
    });
  }

  app.post("/documents/:id/rotate", async (c) => {
    const d = findDoc(c);
    if (!d) return notFound(c, "Document");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const degrees = isRecord(body) ? body.degrees : undefined;
    if (degrees !== 90 && degrees !== 180 && degrees !== 270) {
      return apiError(c, 422, {
        title: "Invalid rotation",
        detail: "degrees must be one of: 90, 180, 270",
        source: { pointer: "/degrees" },
      });
    }
    if (!core.blobs.byKeyLookup(d.blobKey)?.bytes)
      return apiError(c, 422, { title: "No document attached", detail: null });
    if (!d.contentType.startsWith("image/")) {
      return apiError(c, 422, {
        title: "Not rotatable",
        detail: `Only image documents can be rotated; this one is ${d.contentType}.`,
      });
    }
    core.documents.rotate(d, degrees);
    return accepted(c);
  });

  app.get("/document_schemas/:id", (c) => {
    const id = c.req.param("id");
    const data = documentSchemaResource(id);
    if (!data) return apiError(c, 404, { title: "Not Found", detail: `Couldn't find DocumentSchema with 'id'=${id}` });
    return jsonApi(c, { data, links: { self: `${originOf(c, core)}/v2/document_schemas/${id}` } });
  });
}
