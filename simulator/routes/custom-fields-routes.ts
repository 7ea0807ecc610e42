// /custom_fields: every custom field of the account (filters entity_type, entity_id, definition_id), and
// create, read, update, delete by id. Creating names the entity in relationships.entity.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { isRecord, originOf, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, readJsonOr400, readPageOr400 } from "../http/request-input";
import { definitionFor, entityExists, isEntityKind, setField } from "../custom-fields/entities";
import { fieldResource } from "../custom-fields/resources";
import { KIND_TO_ENTITY } from "../custom-fields/store";
import { parseEntityType } from "../custom-fields/values";

const invalid = (pointer: string, detail: string, code = "invalid"): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code,
  source: { pointer },
});

export function registerCustomFields(app: Hono<AppEnv>, core: SimulatorCore): void {
  const store = () => core.customFields;
  const selfLink = (c: AppContext, id: string) => ({ self: `${originOf(c, core)}/v2/custom_fields/${id}` });
  const findField = (c: AppContext) => {
    const f = store().fields.get(c.req.param("id") ?? "");
    return f?.account === c.get("key").account ? f : undefined;
  };

  app.get("/custom_fields", (c) => {
    const page = readPageOr400(c, 25);
    if (page instanceof Response) return page;
    let list = store().fieldsOf(c.get("key").account, core.clock.now());
    const entityType = c.req.query("filter[entity_type]");
    const entityId = c.req.query("filter[entity_id]");
    const definitionId = c.req.query("filter[definition_id]");
    if (entityType) list = list.filter((f) => KIND_TO_ENTITY[f.entity.type] === parseEntityType(entityType));
    if (entityId) list = list.filter((f) => f.entity.id === entityId);
    if (definitionId) list = list.filter((f) => f.definitionId === definitionId);
    const data = paginate(list, page).map((f) => fieldResource(store(), f));
    return jsonApi(c, listDocument(requestUrl(c, core), data, list.length, page, { meta: "size_total" }));
  });

  app.post("/custom_fields", async (c) => {
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const data = isRecord(body) ? body.data : undefined;
    const attrs = attributesOf(body);
    const account = c.get("key").account;
    const rel =
      isRecord(data) && isRecord(data.relationships) && isRecord(data.relationships.entity)
        ? data.relationships.entity.data
        : undefined;
    const kind = isRecord(rel) ? rel.type : undefined;
    const id = isRecord(rel) && typeof rel.id === "string" ? rel.id : "";
    const errors: ApiError[] = [];
    if (!isRecord(data) || data.type !== "custom_field")
      errors.push(invalid("/data/type", "Type must be custom_field"));
    if (!isEntityKind(kind) || !id)
      errors.push(
        invalid("/data/relationships/entity", "Entity must name a shipment or container by type and id", "blank"),
      );
    else if (!entityExists(core, account, kind, id))
      errors.push(invalid("/data/relationships/entity", `No ${kind} ${id} in this account`, "not_found"));
    const slug = typeof attrs.api_slug === "string" ? attrs.api_slug : "";
    if (!slug) errors.push(invalid("/data/attributes/api_slug", "Api slug can't be blank", "blank"));
    if (!("value" in attrs)) errors.push(invalid("/data/attributes/value", "Value is required", "blank"));
    if (errors.length || !isEntityKind(kind)) return jsonApi(c, errorBody(...errors), 422);
    const definition = definitionFor(core, account, kind, slug);
    if (!definition)
      return jsonApi(
        c,
        errorBody(
          invalid("/data/attributes/api_slug", `No custom field definition '${slug}' for ${kind}s`, "not_found"),
        ),
        422,
      );
    const result = setField(core, account, { type: kind, id }, definition, attrs.value, "create");
    if (!result.ok) return jsonApi(c, errorBody(invalid(result.pointer, result.detail, result.code)), 422);
    return jsonApi(c, { data: fieldResource(store(), result.field), links: selfLink(c, result.field.id) }, 201);
  });

  app.get("/custom_fields/:id", (c) => {
    const f = findField(c);
    if (!f) return notFound(c, "CustomField");
    return jsonApi(c, { data: fieldResource(store(), f), links: selfLink(c, f.id) });
  });

  app.patch("/custom_fields/:id", async (c) => {
    const f = findField(c);
    const definition = f ? store().definitions.get(f.definitionId) : undefined;
    if (!f || !definition) return notFound(c, "CustomField");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const attrs = attributesOf(body);
    if (!("value" in attrs))
      return jsonApi(c, errorBody(invalid("/data/attributes/value", "Value is required", "blank")), 422);
    const result = setField(core, f.account, f.entity, definition, attrs.value, "update");
    if (!result.ok) return jsonApi(c, errorBody(invalid(result.pointer, result.detail, result.code)), 422);
    return jsonApi(c, { data: fieldResource(store(), result.field), links: selfLink(c, f.id) });
  });

  app.delete("/custom_fields/:id", (c) => {
    const f = findField(c);
    if (!f) return notFound(c, "CustomField");
    store().fields.delete(f.id);
    return c.body(null, 200);
  });
}
