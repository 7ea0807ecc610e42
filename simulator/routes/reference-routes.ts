// Reference data: shipping lines, terminals, ports (UN/LOCODE or id) and metro areas.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { requestUrl, type AppEnv } from "../http/env";
import { apiError, jsonApi } from "../http/api-errors";
import { resolveIncludes } from "../http/jsonapi";
import { listDocument, paginate } from "../http/paging";
import { readPageOr400 } from "../http/request-input";
import { ALL_SHIPPING_LINES, placeResource, shippingLineResource, terminalResource } from "../resources/places";
import { CARRIERS, METRO_AREAS, PORTS_BY_CODE, PLACES_BY_ID, TERMINALS_BY_ID } from "../world/reference-data";

export const SHIPPING_LINES_PAGE = 38;

export function registerReference(app: Hono<AppEnv>, core: SimulatorCore): void {
  // The spec says this list is not paginated, but the service answered 38 lines and links.next to page 2.
  app.get("/shipping_lines", (c) => {
    const page = readPageOr400(c, SHIPPING_LINES_PAGE);
    if (page instanceof Response) return page;
    const all = ALL_SHIPPING_LINES();
    return jsonApi(c, listDocument(requestUrl(c, core), paginate(all, page), all.length, page, { meta: "none" }));
  });
  app.get("/shipping_lines/:id", (c) => {
    const id = c.req.param("id");
    const line = CARRIERS.find((l) => l.id === id || l.scac === id.toUpperCase());
    if (!line) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find ShippingLine" });
    return jsonApi(c, { data: shippingLineResource(line) });
  });
  app.get("/terminals/:id", (c) => {
    const t = TERMINALS_BY_ID.get(c.req.param("id"));
    if (!t) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find Terminal" });
    const data = terminalResource(t, "terminal");
    return jsonApi(c, {
      data,
      included: resolveIncludes([data], c.req.query("include")),
      links: { self: requestUrl(c, core).toString() },
    });
  });
  app.get("/ports/:id", (c) => {
    const id = c.req.param("id");
    const p = PORTS_BY_CODE.get(id.toUpperCase()) ?? PLACES_BY_ID.get(id);
    if (!p || p.kind !== "port") return apiError(c, 404, { title: "Not Found", detail: "Couldn't find Port" });
    return jsonApi(c, { data: placeResource(p), links: { self: requestUrl(c, core).toString() } });
  });
  app.get("/metro_areas/:id", (c) => {
    const id = c.req.param("id");
    const m = METRO_AREAS.find((x) => x.id === id || x.code === id.toUpperCase());
    if (!m) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find MetroArea" });
    return jsonApi(c, { data: placeResource(m), links: { self: requestUrl(c, core).toString() } });
  });
}
