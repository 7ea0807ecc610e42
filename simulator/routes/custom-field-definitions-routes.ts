// Custom field definitions: CRUD with the service's 422s. The list carries links without meta, as the
// live capture shows. Options are in custom-field-options.ts.
import type { Hono } from "hono";
import type { SimulatorCore } from "../core";
import { isRecord, originOf, requestUrl, type AppContext, type AppEnv } from "../http/env";
import { errorBody, jsonApi, notFound, type ApiError } from "../http/api-errors";
import { listDocument, paginate } from "../http/paging";
import { attributesOf, readJsonOr400, readPageOr400 } from "../http/request-input";
import { definitionResource } from "../custom-fields/resources";
import type { Definition } from "../custom-fields/store";
import { asFieldValue, isDataType, parseEntityType, valueProblem } from "../custom-fields/values";

export const invalid = (pointer: string, detail: string, code = "invalid"): ApiError => ({
  status: "422",
  title: "Unprocessable Entity",
  detail,
  code,
  source: { pointer },
});
const SLUG = /^[a-z][a-z0-9_]{0,62}$/;
export const A = "/data/attributes";

const optionalText = (v: unknown): v is string | null | undefined =>
  v === undefined || v === null || typeof v === "string";

/** Checks the attributes a PATCH may change (and a POST may set) and pushes what is wrong. */
function checkEditable(d: Pick<Definition, "dataType">, attrs: Record<string, unknown>, errors: ApiError[]): void {
  if (!optionalText(attrs.description)) errors.push(invalid(`${A}/description`, "Description must be a text"));
  if (!optionalText(attrs.default_format)) errors.push(invalid(`${A}/default_format`, "Default format must be a text"));
  if (attrs.validation !== undefined && attrs.validation !== null && !isRecord(attrs.validation))
    errors.push(invalid(`${A}/validation`, "Validation must be an object"));
  if (attrs.default_value !== undefined) {
    const problem = valueProblem(d.dataType, attrs.default_value, null);
    if (problem) errors.push(invalid(`${A}/default_value`, problem.replace(/^Value/, "Default value")));
  }
}

export function registerCustomFieldDefinitions(app: Hono<AppEnv>, core: SimulatorCore): void {
  const store = () => core.customFields;
  const selfLink = (c: AppContext, path: string) => ({ self: `${originOf(c, core)}/v2${path}` });
  const findDefinition = (c: AppContext, param: string) =>
    store().definition(c.get("key").account, c.req.param(param) ?? "");

  app.get("/custom_field_definitions", (c) => {
    const page = readPageOr400(c, 25);
    if (page instanceof Response) return page;
    let list = store().definitionsOf(c.get("key").account);
    const entity = c.req.query("filter[entity_type]");
    const dataType = c.req.query("filter[data_type]");
    const name = c.req.query("filter[display_name]")?.toLowerCase();
    if (entity) list = list.filter((d) => d.entityType === parseEntityType(entity));
    if (dataType) list = list.filter((d) => d.dataType === dataType);
    if (name) list = list.filter((d) => d.displayName.toLowerCase().startsWith(name));
    const data = paginate(list, page).map((d) => definitionResource(store(), d));
    return jsonApi(c, listDocument(requestUrl(c, core), data, list.length, page, { meta: "none" }));
  });

  app.post("/custom_field_definitions", async (c) => {
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const data = isRecord(body) ? body.data : undefined;
    const attrs = attributesOf(body);
    const account = c.get("key").account;
    const errors: ApiError[] = [];
    if (!isRecord(data) || data.type !== "custom_field_definition")
      errors.push(invalid("/data/type", "Type must be custom_field_definition"));
    const entityType = parseEntityType(attrs.entity_type);
    if (!entityType) errors.push(invalid(`${A}/entity_type`, "Entity type must be Shipment or Container", "inclusion"));
    const slug = typeof attrs.api_slug === "string" ? attrs.api_slug.trim() : "";
    if (!slug) errors.push(invalid(`${A}/api_slug`, "Api slug can't be blank", "blank"));
    else if (!SLUG.test(slug))
      errors.push(
        invalid(
          `${A}/api_slug`,
          "Api slug must start with a lowercase letter and hold only lowercase letters, digits and underscores",
        ),
      );
    else if (entityType && store().bySlug(account, entityType, slug))
      errors.push(invalid(`${A}/api_slug`, "Api slug has already been taken", "taken"));
    const displayName = typeof attrs.display_name === "string" ? attrs.display_name.trim() : "";
    if (!displayName) errors.push(invalid(`${A}/display_name`, "Display name can't be blank", "blank"));
    const dataType = attrs.data_type;
    if (!isDataType(dataType))
      errors.push(invalid(`${A}/data_type`, "Data type is not included in the list", "inclusion"));
    else {
      checkEditable({ dataType }, attrs, errors);
      if (dataType === "reference" && (typeof attrs.reference_type !== "string" || !attrs.reference_type.trim()))
        errors.push(invalid(`${A}/reference_type`, "Reference type can't be blank for a reference field", "blank"));
    }
    if (errors.length || !entityType || !isDataType(dataType)) return jsonApi(c, errorBody(...errors), 422);
    const d = store().addDefinition(
      {
        account,
        entityType,
        apiSlug: slug,
        displayName,
        description: typeof attrs.description === "string" ? attrs.description : null,
        dataType,
        referenceType:
          dataType === "reference" && typeof attrs.reference_type === "string" ? attrs.reference_type : null,
        validation: isRecord(attrs.validation) ? attrs.validation : null,
        defaultFormat: typeof attrs.default_format === "string" ? attrs.default_format : null,
        defaultValue: asFieldValue(attrs.default_value ?? null),
      },
      core.clock.now(),
    );
    return jsonApi(
      c,
      { data: definitionResource(store(), d), links: selfLink(c, `/custom_field_definitions/${d.id}`) },
      201,
    );
  });

  app.get("/custom_field_definitions/:id", (c) => {
    const d = findDefinition(c, "id");
    if (!d) return notFound(c, "CustomFieldDefinition");
    return jsonApi(c, {
      data: definitionResource(store(), d),
      links: selfLink(c, `/custom_field_definitions/${d.id}`),
    });
  });

  app.patch("/custom_field_definitions/:id", async (c) => {
    const d = findDefinition(c, "id");
    if (!d) return notFound(c, "CustomFieldDefinition");
    const body = await readJsonOr400(c);
    if (body instanceof Response) return body;
    const attrs = attributesOf(body);
    const errors: ApiError[] = [];
    if (attrs.display_name !== undefined && (typeof attrs.display_name !== "string" || !attrs.display_name.trim()))
      errors.push(invalid(`${A}/display_name`, "Display name can't be blank", "blank"));
    checkEditable(d, attrs, errors);
    if (errors.length) return jsonApi(c, errorBody(...errors), 422);
    if (typeof attrs.display_name === "string") d.displayName = attrs.display_name.trim();
    if (attrs.description !== undefined)
      d.description = typeof attrs.description === "string" ? attrs.description : null;
    if (attrs.default_format !== undefined)
      d.defaultFormat = typeof attrs.default_format === "string" ? attrs.default_format : null;
    if (attrs.validation !== undefined) d.validation = isRecord(attrs.validation) ? attrs.validation : null;
    if (attrs.default_value !== undefined) d.defaultValue = asFieldValue(attrs.default_value);
    d.updatedAt = core.clock.now();
    return jsonApi(c, {
      data: definitionResource(store(), d),
      links: selfLink(c, `/custom_field_definitions/${d.id}`),
    });
  });

  app.delete("/custom_field_definitions/:id", (c) => {
    const d = findDefinition(c, "id");
    if (!d) return notFound(c, "CustomFieldDefinition");
    store().deleteDefinition(d);
    return c.body(null, 200);
  });
}
