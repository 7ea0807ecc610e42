// Custom fields addressed through their entity, by api_slug: /shipments/{id}/custom_fields,
// /containers/{id}/custom_fields and /tracking_requests/{id}/custom_fields. DELETE answers 204 here
// (200 on /custom_fields/{id}), as the spec says.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { originOf, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, readJsonOr400, readPageOr400 } from "../http/request-input";
import { definitionFor, entityExists, setField } from "../custom-fields/entities";
import { fieldResource } from "../custom-fields/resources";
import type { EntityKind } from "../custom-fields/store";

const invalid = (pointer: string, detail: string, code = "invalid"): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code,
  source: { pointer },
});

const ROUTES: readonly { kind: EntityKind; base: string; param: string; model: string }[] = [
  { kind: "shipment", base: "/shipments/:shipment_id/custom_fields", param: "shipment_id", model: "Shipment" },
  { kind: "container", base: "/containers/:container_id/custom_fields", param: "container_id", model: "Container" },
  {
    kind: "tracking_request",
    base: "/tracking_requests/:tracking_request_id/custom_fields",
    param: "tracking_request_id",
    model: "TrackingRequest",
  },
];

export function registerEntityCustomFields(app: Hono<AppEnv>, core: SimulatorCore): void {
  const store = () => core.customFields;
  const selfLink = (c: AppContext, id: string) => ({ self: `${originOf(c, core)}/v2/custom_fields/${id}` });

  for (const { kind, base, param, model } of ROUTES) {
    const entityOf = (c: AppContext) => {
      const id = c.req.param(param) ?? "";
      return entityExists(core, c.get("key").account, kind, id) ? { type: kind, id } : undefined;
    };
    const fieldBySlug = (c: AppContext) => {
      const entity = entityOf(c);
      const definition = entity
        ? definitionFor(core, c.get("key").account, kind, c.req.param("api_slug") ?? "")
        : undefined;
      const field = entity && definition ? store().fieldOn(c.get("key").account, entity, definition.id) : undefined;
      return { entity, definition, field };
    };

    app.get(base, (c) => {
      const page = readPageOr400(c, 25);
      if (page instanceof Response) return page;
      const entity = entityOf(c);
      if (!entity) return notFound(c, model);
      const list = store()
        .fieldsOf(c.get("key").account, core.clock.now())
        .filter((f) => f.entity.type === kind && f.entity.id === entity.id);
      const data = paginate(list, page).map((f) => fieldResource(store(), f));
      return jsonApi(c, listDocument(requestUrl(c, core), data, list.length, page, { meta: "size_total" }));
    });

    app.post(base, async (c) => {
      const entity = entityOf(c);
      if (!entity) return notFound(c, model);
      const body = await readJsonOr400(c);
      if (body instanceof Response) return body;
      const attrs = attributesOf(body);
      const slug = typeof attrs.api_slug === "string" ? attrs.api_slug : "";
      if (!slug)
        return jsonApi(c, errorBody(invalid("/data/attributes/api_slug", "Api slug can't be blank", "blank")), 422);
      if (!("value" in attrs))
        return jsonApi(c, errorBody(invalid("/data/attributes/value", "Value is required", "blank")), 422);
      const definition = definitionFor(core, c.get("key").account, kind, slug);
      if (!definition)
        return jsonApi(
          c,
          errorBody(
            invalid("/data/attributes/api_slug", `No custom field definition '${slug}' for ${kind}s`, "not_found"),
          ),
          422,
        );
      const result = setField(core, c.get("key").account, entity, definition, attrs.value, "create");
      if (!result.ok) return jsonApi(c, errorBody(invalid(result.pointer, result.detail, result.code)), 422);
      return jsonApi(c, { data: fieldResource(store(), result.field), links: selfLink(c, result.field.id) }, 201);
    });

    app.patch(`${base}/:api_slug`, async (c) => {
      const { entity, definition, field } = fieldBySlug(c);
      if (!entity) return notFound(c, model);
      if (!definition || !field) return notFound(c, "CustomField");
      const body = await readJsonOr400(c);
      if (body instanceof Response) return body;
      const attrs = attributesOf(body);
      if (!("value" in attrs))
        return jsonApi(c, errorBody(invalid("/data/attributes/value", "Value is required", "blank")), 422);
      const result = setField(core, c.get("key").account, entity, definition, attrs.value, "update");
      if (!result.ok) return jsonApi(c, errorBody(invalid(result.pointer, result.detail, result.code)), 422);
      return jsonApi(c, { data: fieldResource(store(), result.field), links: selfLink(c, field.id) });
    });

    app.delete(`${base}/:api_slug`, (c) => {
      const { entity, field } = fieldBySlug(c);
      if (!entity) return notFound(c, model);
      if (!field) return notFound(c, "CustomField");
      store().fields.delete(field.id);
      return c.body(null, 204);
    });
  }
}
