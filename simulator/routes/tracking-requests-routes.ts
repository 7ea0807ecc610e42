// Tracking requests: create (validated like the service, 422 with source.pointer), list, get, PATCH the
// reference number, and infer_number (plain JSON, not a JSON:API envelope).
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { BodyError, isRecord, readJson, requestUrl, resourceContext, type AppEnv } from "../http/env";
import { apiError, badRequest, errorBody, jsonApi, type ApiError } from "../http/api-errors";
import { resolveIncludes } from "../http/jsonapi";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, isStringArray, readJsonOr400, readPageOr400 } from "../http/request-input";
import { checkContainerNumber, normalizeContainerNumber } from "../lib/check-digit";
import { shippingLineResource } from "../resources/places";
import { accountResource } from "../resources/document-resources";
import { inferNumber } from "../tracking/inference";
import { customerIdFrom, trackingRequestResource, type RequestType } from "../tracking/request-lifecycle";
import { CARRIERS_BY_SCAC } from "../world/reference-data";

const REQUEST_TYPES: readonly RequestType[] = ["bill_of_lading", "booking_number", "container"];

const invalid = (pointer: string, detail: string, code: string | null = "invalid"): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code,
  source: { pointer },
});

export function registerTrackingRequests(app: Hono<AppEnv>, core: SimulatorCore): void {
  app.post("/tracking_requests", async (c) => {
    let body: unknown;
    try {
      body = await readJson(c);
    } catch (e) {
      if (e instanceof BodyError) return badRequest(c, "body", e.message);
      throw e;
    }
    const key = c.get("key");
    const data = isRecord(body) ? body.data : undefined;
    const attrs = isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
    const errors: ApiError[] = [];
    if (!isRecord(data) || data.type !== "tracking_request")
      errors.push(invalid("/data/type", "Type must be tracking_request"));
    const requestType = attrs.request_type;
    if (typeof requestType !== "string" || !REQUEST_TYPES.includes(requestType as RequestType)) {
      errors.push(invalid("/data/attributes/request_type", "Request type is not included in the list", "inclusion"));
    }
    const rawNumber = typeof attrs.request_number === "string" ? attrs.request_number.trim() : "";
    if (rawNumber === "")
      errors.push(invalid("/data/attributes/request_number", "Request number can't be blank", "blank"));
    const autoDetect = attrs.auto_detect_vocc_scac === true;
    const scacRaw = typeof attrs.scac === "string" ? attrs.scac.trim().toUpperCase() : "";
    let scac: string | null = null;
    if (scacRaw === "") {
      if (!autoDetect) errors.push(invalid("/data/attributes/scac", "Scac can't be blank", "blank"));
    } else {
      const carrier = CARRIERS_BY_SCAC.get(scacRaw);
      if (!carrier) errors.push(invalid("/data/attributes/scac", `Scac '${scacRaw}' is not recognized`));
      else scac = carrier.scac;
    }
    let requestNumber = rawNumber;
    if (requestType === "container" && rawNumber !== "") {
      const check = checkContainerNumber(rawNumber);
      requestNumber = normalizeContainerNumber(rawNumber);
      if (!check.valid) {
        errors.push(
          invalid(
            "/data/attributes/request_number",
            check.reason === "check_digit"
              ? `Request number '${rawNumber}' is not a valid container number: the check digit should be ${check.expectedCheckDigit}`
              : `Request number '${rawNumber}' is not a valid container number`,
          ),
        );
      }
    }
    const ctx = resourceContext(c, core);
    if (
      errors.length === 0 &&
      key.activeContainerLimit !== null &&
      core.world.activeContainerCount(key.account, ctx.now) >= key.activeContainerLimit
    ) {
      errors.push(
        invalid(
          "/data/attributes/request_number",
          `Your plan allows at most ${key.activeContainerLimit} active containers. Stop tracking a shipment or upgrade your plan.`,
          "active_container_limit",
        ),
      );
    }
    if (errors.length > 0) return jsonApi(c, errorBody(...errors), 422);
    const refNumbers = Array.isArray(attrs.ref_numbers)
      ? attrs.ref_numbers.filter((r): r is string => typeof r === "string")
      : [];
    const tags = Array.isArray(attrs.shipment_tags)
      ? attrs.shipment_tags.filter((r): r is string => typeof r === "string")
      : [];
    const customerId = customerIdFrom(body, core.world, key.account, ctx.now);
    const record = core.tracking.create({
      account: key.account,
      requestNumber,
      requestType: requestType as RequestType,
      scac,
      autoDetect,
      refNumbers,
      shipmentTags: tags,
      customerId,
    });
    const resource = trackingRequestResource(ctx, core.tracking, record);
    const carrier = scac ? CARRIERS_BY_SCAC.get(scac) : undefined;
    return jsonApi(
      c,
      { data: resource, included: [accountResource(key.account), ...(carrier ? [shippingLineResource(carrier)] : [])] },
      201,
    );
  });

  app.post("/tracking_requests/infer_number", async (c) => {
    let body: unknown;
    try {
      body = await readJson(c);
    } catch (e) {
      if (e instanceof BodyError) return badRequest(c, "body", e.message);
      throw e;
    }
    const number = isRecord(body) && typeof body.number === "string" ? body.number.trim() : "";
    if (number === "") return jsonApi(c, errorBody(invalid("/number", "Number can't be blank", "blank")), 422);
    const inf = inferNumber(number);
    const decision = inf.carrier ? "auto_select" : inf.candidates.length > 0 ? "needs_confirmation" : "no_prediction";
    return jsonApi(c, {
      data: {
        id: `req_${core.registry.nextId("infer")}`,
        type: "infer_number_results",
        attributes: {
          number_type: inf.numberType,
          validation: {
            is_valid: inf.isValid,
            type: inf.numberType === "container" ? "container" : "shipment",
            check_digit_passed: inf.checkDigitPassed,
            parsed_number: inf.normalized,
            reason: inf.reason,
          },
          shipping_line: {
            decision,
            selected: inf.carrier
              ? { scac: inf.carrier.scac, name: inf.carrier.name, confidence: inf.candidates[0]?.confidence ?? 0.9 }
              : null,
            candidates: inf.candidates.map((x) => ({
              scac: x.carrier.scac,
              name: x.carrier.name,
              confidence: x.confidence,
            })),
          },
        },
      },
    });
  });

  app.get("/tracking_requests", (c) => {
    const page = readPageOr400(c);
    if (page instanceof Response) return page;
    const ctx = resourceContext(c, core);
    let list = core.tracking.list(ctx.account, ctx.now);
    const q = c.req.query("q")?.trim().toUpperCase();
    const num = c.req.query("filter[request_number]")?.trim().toUpperCase();
    const status = c.req.query("filter[status]");
    const scac = c.req.query("filter[scac]")?.trim().toUpperCase();
    if (q)
      list = list.filter(
        (r) => r.requestNumber.toUpperCase().includes(q) || r.refNumbers.some((x) => x.toUpperCase().includes(q)),
      );
    if (num) list = list.filter((r) => r.requestNumber.toUpperCase() === num);
    if (status) list = list.filter((r) => core.tracking.statusAt(r, ctx.now) === status);
    if (scac) list = list.filter((r) => r.scac === scac);
    for (const [param, field] of [
      ["filter[created_at][start]", "createdAt"],
      ["filter[created_at][end]", "createdAt"],
      ["filter[updated_at][start]", "updatedAt"],
      ["filter[updated_at][end]", "updatedAt"],
    ] as const) {
      const raw = c.req.query(param);
      if (!raw) continue;
      const t = Date.parse(raw);
      if (Number.isNaN(t)) return badRequest(c, param, `${param} must be an ISO 8601 date-time`);
      list = list.filter((r) => (param.endsWith("[start]") ? r[field] >= t : r[field] <= t));
    }
    const data = paginate(list, page).map((r) => trackingRequestResource(ctx, core.tracking, r));
    const include = c.req.query("include") ?? "tracked_object";
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), data, list.length, page, {
        meta: "pagination",
        included: resolveIncludes(data, include),
      }),
    );
  });

  app.get("/tracking_requests/:id", (c) => {
    const ctx = resourceContext(c, core);
    const r = core.tracking.get(ctx.account, c.req.param("id"), ctx.now);
    if (!r) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find TrackingRequest" });
    const data = trackingRequestResource(ctx, core.tracking, r);
    return jsonApi(c, {
      data,
      included: resolveIncludes([data], c.req.query("include") ?? "tracked_object"),
      links: { self: requestUrl(c, core).toString() },
    });
  });

  // The spec's body has `ref_number` (singular) while the resource has `ref_numbers`; both are accepted.
  app.patch("/tracking_requests/:id", async (c) => {
    const ctx = resourceContext(c, core);
    const r = core.tracking.get(ctx.account, c.req.param("id"), ctx.now);
    if (!r) return apiError(c, 404, { title: "Not Found", detail: "Couldn't find TrackingRequest" });
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const attrs = attributesOf(body);
    const errors: ApiError[] = [];
    if (attrs.ref_number !== undefined && attrs.ref_number !== null && typeof attrs.ref_number !== "string")
      errors.push(invalid("/data/attributes/ref_number", "Ref number must be a string"));
    if (attrs.ref_numbers !== undefined && attrs.ref_numbers !== null && !isStringArray(attrs.ref_numbers))
      errors.push(invalid("/data/attributes/ref_numbers", "Ref numbers must be a list of strings"));
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    if (typeof attrs.ref_number === "string") r.refNumbers = attrs.ref_number.trim() ? [attrs.ref_number.trim()] : [];
    else if (attrs.ref_number === null) r.refNumbers = [];
    if (isStringArray(attrs.ref_numbers)) r.refNumbers = [...new Set(attrs.ref_numbers)];
    else if (attrs.ref_numbers === null) r.refNumbers = [];
    r.updatedAt = ctx.now;
    return jsonApi(c, { data: trackingRequestResource(ctx, core.tracking, r) });
  });
}
