// Shipments and containers: lists with filters and pagination, single records with include, stop/resume
// tracking, transport events, refresh and the route map.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { MESSAGES } from "../http/accounts";
import { resourceContext, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { apiError, badRequest, jsonApi } from "../http/errors";
import { listDocument, paginate, PageParamError, readPage, resolveIncludes, type PageRequest } from "../http/jsonapi";
import { containerResource } from "../resources/container";
import { shipmentResource } from "../resources/shipment";
import { pastTransportEvents } from "../resources/transport-events";
import { routeGeoJson } from "../resources/route-map";
import { emitStopTracking } from "../tracking/stop-tracking";

export function readPageOr400(c: AppContext, defaultSize = 30): PageRequest | Response {
  try {
    return readPage(new URL(c.req.url).searchParams, defaultSize);
  } catch (e) {
    if (e instanceof PageParamError) return badRequest(c, e.parameter, e.message);
    throw e;
  }
}

const shipmentNotFound = (c: AppContext): Response => apiError(c, 404, { title: "Not Found", detail: "Couldn't find Shipment" });
const containerNotFound = (c: AppContext): Response => apiError(c, 404, { title: "Not Found", detail: "Couldn't find Container" });

export function registerShipmentsAndContainers(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.get("/shipments", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    const q = c.req.query("q")?.trim().toUpperCase();
    const number = c.req.query("number")?.trim().toUpperCase();
    const stoppedFilter = c.req.query("filter[tracking_stopped]");
    let list = core.world.visibleShipments(ctx.account, ctx.now);
    if (number) list = list.filter((s) => s.requestNumber.toUpperCase() === number || s.bol === number || s.bookingNumber === number);
    if (q) {
      list = list.filter(
        (s) =>
          s.bol.includes(q) ||
          s.refNumbers.some((r) => r.toUpperCase().includes(q)) ||
          s.containerIdxs.some((i) => core.world.container(i).number.includes(q)),
      );
    }
    if (stoppedFilter === "true" || stoppedFilter === "false") {
      const want = stoppedFilter === "true";
      list = list.filter((s) => (core.world.tracking(s, ctx.now).stoppedAt !== null) === want);
    }
    const data = paginate(list, page).map((s) => shipmentResource(ctx, s));
    return jsonApi(c, listDocument(requestUrl(c, core), data, list.length, page, resolveIncludes(data, c.req.query("include"))));
  });

  app.get("/shipments/:id", (c) => {
    const ctx = resourceContext(c, core);
    const s = core.world.findShipment(c.req.param("id"));
    if (!s || !core.world.isVisible(s, ctx.account, ctx.now)) return shipmentNotFound(c);
    const data = shipmentResource(ctx, s);
    return jsonApi(c, { data, included: resolveIncludes([data], c.req.query("include")), links: { self: requestUrl(c, core).toString() } });
  });

  const stopResume = (stop: boolean) => (c: AppContext) => {
    const ctx = resourceContext(c, core);
    const s = core.world.findShipment(c.req.param("id") ?? "");
    if (!s || !core.world.isVisible(s, ctx.account, ctx.now)) return shipmentNotFound(c);
    const wasStopped = core.world.tracking(s, ctx.now).stoppedAt !== null;
    core.world.userTracking.set(s.idx, { stoppedAt: stop ? ctx.now : null });
    if (stop && !wasStopped) emitStopTracking(core, s);
    return jsonApi(c, { data: shipmentResource(ctx, s) });
  };
  app.patch("/shipments/:id/stop_tracking", stopResume(true));
  app.patch("/shipments/:id/resume_tracking", stopResume(false));

  app.get("/containers", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    const numberFilter = c.req.query("filter[number]")?.trim().toUpperCase();
    let idxs = core.world.visibleContainerIdxs(ctx.account, ctx.now);
    if (numberFilter) {
      const wanted = new Set(numberFilter.split(",").map((n) => n.trim()).filter(Boolean));
      idxs = idxs.filter((i) => wanted.has(core.world.container(i).number));
    }
    const data = paginate(idxs, page).map((i) => containerResource(ctx, core.world.container(i)));
    return jsonApi(c, listDocument(requestUrl(c, core), data, idxs.length, page, resolveIncludes(data, c.req.query("include"))));
  });

  const findContainer = (c: AppContext) => {
    const ctx = resourceContext(c, core);
    const plan = core.world.findContainer(c.req.param("id") ?? "");
    if (!plan || plan.id !== c.req.param("id") || !core.world.isVisible(plan, ctx.account, ctx.now)) return { ctx, plan: undefined };
    return { ctx, plan };
  };

  app.get("/containers/:id", (c) => {
    const { ctx, plan } = findContainer(c);
    if (!plan) return containerNotFound(c);
    const data = containerResource(ctx, plan);
    return jsonApi(c, { data, included: resolveIncludes([data], c.req.query("include")), links: { self: requestUrl(c, core).toString() } });
  });

  app.get("/containers/:id/transport_events", (c) => {
    const page = readPageOr400(c, 100);
    if (page instanceof Response) return page;
    const { ctx, plan } = findContainer(c);
    if (!plan) return containerNotFound(c);
    const all = pastTransportEvents(ctx, plan, core.world.stateOf(plan, ctx.now));
    const data = paginate(all, page);
    return jsonApi(c, listDocument(requestUrl(c, core), data, all.length, page, resolveIncludes(data, c.req.query("include"))));
  });

  app.get("/containers/:id/raw_events", (c) => {
    const { plan } = findContainer(c);
    if (!plan) return containerNotFound(c);
    return jsonApi(c, { data: [] });
  });

  app.patch("/containers/:id/refresh", (c) => {
    const key = c.get("key");
    if (!key.entitlements.has("refresh")) return apiError(c, 403, { title: MESSAGES.notEnabledTitle, detail: MESSAGES.notEnabled });
    const { ctx, plan } = findContainer(c);
    if (!plan) return containerNotFound(c);
    core.world.overridesFor(plan.idx).refreshedAt = ctx.now;
    return jsonApi(c, { message: "Started refresh for Shipping line, Terminal, Rail" });
  });

  app.get("/containers/:id/map_geojson", (c) => {
    const key = c.get("key");
    if (!key.entitlements.has("routing")) return apiError(c, 403, { title: MESSAGES.notEnabledTitle, detail: MESSAGES.notEnabled });
    const { ctx, plan } = findContainer(c);
    if (!plan) return containerNotFound(c);
    return jsonApi(c, routeGeoJson(ctx, plan));
  });
}
