// Shipments: list with q/number/filter[tracking_stopped], get with include, PATCH ref_numbers and tags,
// stop and resume tracking.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { resourceContext, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { resolveIncludes } from "../http/jsonapi";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, isStringArray, readJsonOr400, readPageOr400 } from "../http/request-input";
import { shipmentResource } from "../resources/container-and-shipment";
import { emitStopTracking } from "../tracking/stop-tracking";

const invalid = (pointer: string, detail: string): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code: "invalid",
  source: { pointer },
});

export function registerShipments(app: Hono<AppEnv>, core: SimulatorCore): void {
  const findShipment = (c: AppContext) => {
    const ctx = resourceContext(c, core);
    const s = core.world.findShipment(c.req.param("id") ?? "");
    return { ctx, s: s && core.world.isVisible(s, ctx.account, ctx.now) ? s : undefined };
  };

  app.get("/shipments", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    const q = c.req.query("q")?.trim().toUpperCase();
    const number = c.req.query("number")?.trim().toUpperCase();
    const stoppedFilter = c.req.query("filter[tracking_stopped]");
    let list = core.world.visibleShipments(ctx.account, ctx.now);
    if (number)
      list = list.filter(
        (s) => s.requestNumber.toUpperCase() === number || s.bol === number || s.bookingNumber === number,
      );
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
    const included = resolveIncludes(data, c.req.query("include"));
    return jsonApi(c, listDocument(requestUrl(c, core), data, list.length, page, { meta: "size_total", included }));
  });

  app.get("/shipments/:id", (c) => {
    const { ctx, s } = findShipment(c);
    if (!s) return notFound(c, "Shipment");
    const data = shipmentResource(ctx, s);
    return jsonApi(c, {
      data,
      included: resolveIncludes([data], c.req.query("include")),
      links: { self: requestUrl(c, core).toString() },
    });
  });

  app.patch("/shipments/:id", async (c) => {
    const { ctx, s } = findShipment(c);
    if (!s) return notFound(c, "Shipment");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const attrs = attributesOf(body);
    const errors: ApiError[] = [];
    if (attrs.ref_numbers !== undefined && attrs.ref_numbers !== null && !isStringArray(attrs.ref_numbers))
      errors.push(invalid("/data/attributes/ref_numbers", "Ref numbers must be a list of strings"));
    if (attrs.tags !== undefined && attrs.tags !== null && !isStringArray(attrs.tags))
      errors.push(invalid("/data/attributes/tags", "Tags must be a list of strings"));
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    if (isStringArray(attrs.ref_numbers) || attrs.ref_numbers === null)
      s.refNumbers = [...new Set(attrs.ref_numbers ?? [])];
    if (isStringArray(attrs.tags) || attrs.tags === null) s.tags = [...new Set(attrs.tags ?? [])];
    return jsonApi(c, { data: shipmentResource(ctx, s) });
  });

  const stopResume = (stop: boolean) => (c: AppContext) => {
    const { ctx, s } = findShipment(c);
    if (!s) return notFound(c, "Shipment");
    const wasStopped = core.world.tracking(s, ctx.now).stoppedAt !== null;
    core.world.userTracking.set(s.idx, { stoppedAt: stop ? ctx.now : null });
    if (stop && !wasStopped) emitStopTracking(core, s);
    return jsonApi(c, { data: shipmentResource(ctx, s) });
  };
  app.patch("/shipments/:id/stop_tracking", stopResume(true));
  app.patch("/shipments/:id/resume_tracking", stopResume(false));
}
