// Containers: list (meta {total} only, as the service), get with include, PATCH ref_numbers, transport and
// raw events, refresh, the route map, and the removed /route endpoint.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { MESSAGES } from "../http/account-keys";
import { isRecord, resourceContext, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { apiError, errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { HTML_404_PAGE } from "../http/faults";
import { resolveIncludes } from "../http/jsonapi";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, isStringArray, readJsonOr400, readPageOr400 } from "../http/request-input";
import { containerResource } from "../resources/container-and-shipment";
import { rawEvents } from "../resources/raw-events";
import { routeGeoJson } from "../resources/route-map-resource";
import { pastTransportEvents } from "../resources/transport-events-resource";

const invalid = (pointer: string, detail: string, code = "invalid"): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code,
  source: { pointer },
});

export function registerContainers(app: Hono<AppEnv>, core: SimulatorCore): void {
  const findContainer = (c: AppContext, id = c.req.param("id") ?? "") => {
    const ctx = resourceContext(c, core);
    const plan = core.world.findContainer(id);
    if (!plan || plan.id !== id || !core.world.isVisible(plan, ctx.account, ctx.now)) return { ctx, plan: undefined };
    return { ctx, plan };
  };

  app.get("/containers", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    const numberFilter = c.req.query("filter[number]")?.trim().toUpperCase();
    let idxs = core.world.visibleContainerIdxs(ctx.account, ctx.now);
    if (numberFilter) {
      const wanted = new Set(
        numberFilter
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean),
      );
      idxs = idxs.filter((i) => wanted.has(core.world.container(i).number));
    }
    const data = paginate(idxs, page).map((i) => containerResource(ctx, core.world.container(i)));
    const included = resolveIncludes(data, c.req.query("include"));
    return jsonApi(c, listDocument(requestUrl(c, core), data, idxs.length, page, { meta: "total", included }));
  });

  /**
   * The spec's PATCH /containers has no id in the path (a defect), so the container is named by `data.id`;
   * PATCH /containers/{id}, where the service surely routes it, works too.
   */
  const patchContainer = async (c: AppContext, pathId: string | undefined) => {
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const data = isRecord(body) ? body.data : undefined;
    const id = pathId ?? (isRecord(data) && typeof data.id === "string" ? data.id : "");
    if (!id) return jsonApi(c, errorBody(invalid("/data/id", "Id can't be blank", "blank")), 422);
    const { ctx, plan } = findContainer(c, id);
    if (!plan) return notFound(c, "Container");
    const attrs = attributesOf(body);
    if (attrs.ref_numbers !== undefined) {
      if (attrs.ref_numbers !== null && !isStringArray(attrs.ref_numbers))
        return jsonApi(
          c,
          errorBody(invalid("/data/attributes/ref_numbers", "Ref numbers must be a list of strings")),
          422,
        );
      plan.refNumbers = [...new Set(attrs.ref_numbers ?? [])];
    }
    return jsonApi(c, { data: containerResource(ctx, plan) });
  };
  app.patch("/containers", (c) => patchContainer(c, undefined));
  app.patch("/containers/:id", (c) => patchContainer(c, c.req.param("id")));

  app.get("/containers/:id", (c) => {
    const { ctx, plan } = findContainer(c);
    if (!plan) return notFound(c, "Container");
    const data = containerResource(ctx, plan);
    return jsonApi(c, {
      data,
      included: resolveIncludes([data], c.req.query("include")),
      links: { self: requestUrl(c, core).toString() },
    });
  });

  app.get("/containers/:id/transport_events", (c) => {
    const page = readPageOr400(c, 100);
    if (page instanceof Response) return page;
    const { ctx, plan } = findContainer(c);
    if (!plan) return notFound(c, "Container");
    const all = pastTransportEvents(ctx, plan, core.world.stateOf(plan, ctx.now));
    const data = paginate(all, page);
    const included = resolveIncludes(data, c.req.query("include"));
    return jsonApi(c, listDocument(requestUrl(c, core), data, all.length, page, { meta: "none", included }));
  });

  app.get("/containers/:id/raw_events", (c) => {
    const { ctx, plan } = findContainer(c);
    if (!plan) return notFound(c, "Container");
    return jsonApi(c, rawEvents(ctx, plan));
  });

  app.patch("/containers/:id/refresh", (c) => {
    const key = c.get("key");
    if (!key.entitlements.has("refresh"))
      return apiError(c, 403, { title: MESSAGES.notEnabledTitle, detail: MESSAGES.notEnabled });
    const { ctx, plan } = findContainer(c);
    if (!plan) return notFound(c, "Container");
    core.world.overridesFor(plan.idx).refreshedAt = ctx.now;
    return jsonApi(c, { message: "Started refresh for Shipping line, Terminal, Rail" });
  });

  app.get("/containers/:id/map_geojson", (c) => {
    const key = c.get("key");
    if (!key.entitlements.has("routing"))
      return apiError(c, 403, { title: MESSAGES.notEnabledTitle, detail: MESSAGES.notEnabled });
    const { ctx, plan } = findContainer(c);
    if (!plan) return notFound(c, "Container");
    return jsonApi(c, routeGeoJson(ctx, plan));
  });

  // Removed from the spec on 2025-12-23; a live call captured Rails' HTML 404 page, so that is what comes back.
  app.get("/containers/:id/route", (c) => c.html(HTML_404_PAGE, 404));
}
