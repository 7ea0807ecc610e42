// GET /search?query=: the service's cross-entity search (see search/search.ts). Rows are typed
// `search_result`, as the live service sends them (the spec's enum says shipment|cargo|tracking_request).
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { requestUrl, resourceContext, type AppEnv } from "../http/env";
import { apiError, jsonApi } from "../http/api-errors";
import { search } from "../search/search";

export function registerSearch(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.get("/search", (c) => {
    const query = c.req.query("query")?.trim() ?? "";
    if (query === "")
      return apiError(c, 400, {
        title: "Bad Request",
        detail: "Query parameter is required",
        source: { parameter: "query" },
      });
    const ctx = resourceContext(c, core);
    const url = requestUrl(c, core);
    const current = `${url.origin}${url.pathname}?page[number]=1&query=${encodeURIComponent(query)}`;
    return jsonApi(c, { data: search(core, ctx, query), links: { self: url.toString(), current } });
  });
}
