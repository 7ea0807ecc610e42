// Options of enum custom field definitions: CRUD; values are unique within a definition and fixed once
// created (a field stores the value), labels and positions can change.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { originOf, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, readJsonOr400, readPageOr400 } from "../http/request-input";
import { optionResource } from "../custom-fields/resources";
import { A, invalid } from "./custom-field-definitions-routes";

export function registerCustomFieldOptions(app: Hono<AppEnv>, core: SimulatorCore): void {
  const store = () => core.customFields;
  const findDefinition = (c: AppContext, param: string) =>
    store().definition(c.get("key").account, c.req.param(param) ?? "");
  const selfLink = (c: AppContext, path: string) => ({ self: `${originOf(c, core)}/v2${path}` });
  const base = "/custom_field_definitions/:definition_id/options";
  const findOption = (c: AppContext) => {
    const d = findDefinition(c, "definition_id");
    const o = d ? store().options.get(c.req.param("option_id") ?? "") : undefined;
    return d && o?.definitionId === d.id ? o : undefined;
  };
  const optionLink = (c: AppContext, definitionId: string, optionId: string) =>
    selfLink(c, `/custom_field_definitions/${definitionId}/options/${optionId}`);

  app.get(base, (c) => {
    const page = readPageOr400(c, 25);
    if (page instanceof Response) return page;
    const d = findDefinition(c, "definition_id");
    if (!d) return notFound(c, "CustomFieldDefinition");
    const list = store().optionsOf(d.id);
    return jsonApi(
      c,
      listDocument(requestUrl(c, core), paginate(list, page).map(optionResource), list.length, page, { meta: "none" }),
    );
  });

  app.post(base, async (c) => {
    const d = findDefinition(c, "definition_id");
    if (!d) return notFound(c, "CustomFieldDefinition");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const attrs = attributesOf(body);
    const errors: ApiError[] = [];
    if (d.dataType !== "enum" && d.dataType !== "enum_multi")
      errors.push(invalid("/data", `Options belong to enum fields; ${d.apiSlug} is ${d.dataType}`));
    const label = typeof attrs.label === "string" ? attrs.label.trim() : "";
    const value = typeof attrs.value === "string" ? attrs.value.trim() : "";
    if (!label) errors.push(invalid(`${A}/label`, "Label can't be blank", "blank"));
    if (!value) errors.push(invalid(`${A}/value`, "Value can't be blank", "blank"));
    else if (
      store()
        .optionsOf(d.id)
        .some((o) => o.value === value)
    )
      errors.push(invalid(`${A}/value`, "Value has already been taken", "taken"));
    if (attrs.position !== undefined && attrs.position !== null && !Number.isInteger(attrs.position))
      errors.push(invalid(`${A}/position`, "Position must be an integer"));
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    const position = typeof attrs.position === "number" ? attrs.position : store().optionsOf(d.id).length + 1;
    const o = store().addOption({ definitionId: d.id, label, value, position }, core.clock.now());
    return jsonApi(c, { data: optionResource(o), links: optionLink(c, d.id, o.id) }, 201);
  });

  app.get(`${base}/:option_id`, (c) => {
    const o = findOption(c);
    if (!o) return notFound(c, "CustomFieldOption");
    return jsonApi(c, { data: optionResource(o), links: optionLink(c, o.definitionId, o.id) });
  });

  app.patch(`${base}/:option_id`, async (c) => {
    const o = findOption(c);
    if (!o) return notFound(c, "CustomFieldOption");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const attrs = attributesOf(body);
    const errors: ApiError[] = [];
    if (attrs.label !== undefined && (typeof attrs.label !== "string" || !attrs.label.trim()))
      errors.push(invalid(`${A}/label`, "Label can't be blank", "blank"));
    if (attrs.position !== undefined && attrs.position !== null && !Number.isInteger(attrs.position))
      errors.push(invalid(`${A}/position`, "Position must be an integer"));
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    if (typeof attrs.label === "string") o.label = attrs.label.trim();
    if (attrs.position !== undefined) o.position = typeof attrs.position === "number" ? attrs.position : null;
    o.updatedAt = core.clock.now();
    return jsonApi(c, { data: optionResource(o), links: optionLink(c, o.definitionId, o.id) });
  });

  app.delete(`${base}/:option_id`, (c) => {
    const o = findOption(c);
    if (!o) return notFound(c, "CustomFieldOption");
    store().options.delete(o.id);
    return c.body(null, 200);
  });
}
