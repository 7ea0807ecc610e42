// Loads ../shared/upstream/openapi.json (outside the repo) and turns its OpenAPI 3.0 schemas into JSON
// Schema that ajv understands, patching the spec defects listed in upstream-notes.md §0 (and §6.2) and the
// places where the live service (../shared/upstream/examples) answers differently from the spec. Each patch
// names its source; the simulator follows the live service.
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SPEC_PATH = path.resolve(REPO_ROOT, "..", "shared", "upstream", "openapi.json");
export const specAvailable = existsSync(SPEC_PATH);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** OpenAPI 3.0 `nullable: true` becomes a JSON Schema type union with null; $refs point into the spec schema. */
function convert(node: Json): Json {
  if (Array.isArray(node)) return node.map(convert);
  if (!isObj(node)) return node;
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "example" || k === "examples" || k === "x-examples" || k.startsWith("x-") || k === "discriminator")
      continue;
    if (k === "$ref" && typeof v === "string") out[k] = v.replace(/^#\/components\//, "spec#/components/");
    else out[k] = convert(v);
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (typeof out.$ref === "string") return { anyOf: [{ $ref: out.$ref }, { type: "null" }] };
    // A typeless nullable oneOf (custom_field_value) admits null beside its alternatives.
    if (out.type === undefined && Array.isArray(out.oneOf)) return { anyOf: [{ oneOf: out.oneOf }, { type: "null" }] };
  } else if ("nullable" in out) {
    delete out.nullable;
  }
  return out;
}

function patchDefects(spec: Obj): void {
  const schemas = (spec.components as Obj).schemas as Obj;
  // §0: container.type enum is ["account"]; it should be "container".
  (((schemas.container as Obj).properties as Obj).type as Obj).enum = ["container"];
  // §0: transport_event.relationships.vessel.data declares `name` instead of `type`.
  const vesselData = (
    ((((schemas.transport_event as Obj).properties as Obj).relationships as Obj).properties as Obj).vessel as Obj
  ).properties as Obj;
  const data = vesselData.data as Obj;
  const props = data.properties as Obj;
  props.type = props.name ?? { type: "string", enum: ["vessel"] };
  delete props.name;
  // §0: #/components/schemas/user is referenced but never defined.
  schemas.user = {
    type: "object",
    properties: {
      id: { type: "string", format: "uuid" },
      type: { type: "string", enum: ["user"] },
      attributes: { type: "object" },
    },
    required: ["id", "type", "attributes"],
  };
  // §6.2: the examples use container_created_event and container_pod_terminal_changed_event as reference objects.
  const ref = (
    ((((schemas.webhook_notification as Obj).properties as Obj).relationships as Obj).properties as Obj)
      .reference_object as Obj
  ).properties as Obj;
  const refType = ((ref.data as Obj).properties as Obj).type as Obj;
  refType.enum = [...(refType.enum as Json[]), "container_created_event", "container_pod_terminal_changed_event"];
  patchLiveService(spec);
}

const dig = (node: Json | undefined, ...keys: string[]): Obj => {
  let at: Json | undefined = node;
  for (const k of keys) at = isObj(at) ? at[k] : undefined;
  if (!isObj(at)) throw new Error(`openapi.json: ${keys.join(".")} is not where the conformance patches expect it`);
  return at;
};

/** Where the live service, captured in ../shared/upstream/examples, contradicts the spec. */
function patchLiveService(spec: Obj): void {
  const schemas = dig(spec, "components", "schemas");
  // Live links leave brackets and commas unencoded (`?page[number]=2&page[size]=2`, cli_live/*.list.json) and
  // resource self links are relative (`/v2/shipments/<id>`, api_responses/shipments.list.json); neither is a
  // `format: uri`. The walk checks instead that every link resolves against the base URL.
  for (const name of ["links", "link-self"])
    for (const prop of Object.values(dig(schemas, name, "properties"))) if (isObj(prop)) delete prop.format;
  delete dig(schemas, "shipment", "properties", "links", "properties", "self").format;
  // The live search answers `type: "search_result"` (cli_live/search.*.json); the spec enumerates entity types.
  const searchItem = dig(
    spec,
    "paths",
    "/search",
    "get",
    "responses",
    "200",
    "content",
    "application/json",
    "schema",
    "properties",
    "data",
    "items",
    "properties",
    "type",
  );
  searchItem.enum = [...(searchItem.enum as Json[]), "search_result"];
  // A container definition reads entity_type "Cargo" live (cli_live/custom-field-definitions.list.json).
  const entityType = dig(schemas, "custom_field_definition", "properties", "attributes", "properties", "entity_type");
  entityType.enum = [...(entityType.enum as Json[]), "Cargo"];
  // To-one relationships the live service sends as `{data: null}` where the spec allows only an object:
  // shipment destination_terminal and line_tracking_stopped_by_user (api_responses/shipments.get.base.json),
  // tracking request customer (api_responses/tracking-requests.get.base.json), raw event vessel and location
  // (cli_live/containers.raw-events.json), and a terminal's port for an inland ramp as a pickup facility.
  const nullData = (schema: string, ...rels: string[]): void => {
    for (const rel of rels)
      dig(schemas, schema, "properties", "relationships", "properties", rel, "properties", "data").nullable = true;
  };
  nullData("shipment", "destination_terminal", "line_tracking_stopped_by_user");
  nullData("tracking_request", "customer");
  nullData("raw_event", "vessel", "location");
  nullData("terminal", "port");
  // Unknown facility codes and address parts come as null (bic_facility_code in api_responses/terminals.get.json).
  for (const name of ["terminal", "rail_terminal"]) {
    for (const [key, prop] of Object.entries(dig(schemas, name, "properties", "attributes", "properties")))
      if (key !== "name" && isObj(prop)) prop.nullable = true;
  }
  // Coordinates are decimal strings live ("latitude": "35.10162" on ports in api_responses/*.json).
  for (const name of ["port", "metro_area"]) {
    for (const key of ["latitude", "longitude"]) {
      const prop = dig(schemas, name, "properties", "attributes", "properties", key);
      delete prop.nullable;
      prop.type = ["number", "string", "null"] as Json;
    }
  }
  // Each operation's `included` list omits types the service includes: terminals on
  // /containers?include=pod_terminal (cli_live/containers.list.json), metro areas and rail terminals on
  // /shipments?include=destination,destination_terminal (cli_live/shipments.list.json), the tracked shipment
  // on tracking requests, and shipments, containers, ports and terminals in example notifications
  // (examples/webhook_notifications/*.json). So `included` only has to hold resources here, and the walk
  // validates each included resource against the schema of its own type (INCLUDED_SCHEMAS).
  for (const ops of Object.values(dig(spec, "paths"))) {
    for (const op of Object.values(isObj(ops) ? ops : {})) {
      for (const res of Object.values(isObj(op) && isObj(op.responses) ? op.responses : {})) {
        const schema =
          isObj(res) && isObj(res.content) && isObj(res.content["application/json"])
            ? res.content["application/json"].schema
            : undefined;
        const included = isObj(schema) && isObj(schema.properties) ? schema.properties.included : undefined;
        if (isObj(included)) included.items = { type: "object", required: ["id", "type"] };
      }
    }
  }
}

/** The schema each included resource is checked against, by its type (email submissions embed as document_email_submission). */
export const INCLUDED_SCHEMAS: Record<string, string> = {
  shipment: "shipment",
  container: "container",
  port: "port",
  metro_area: "metro_area",
  terminal: "terminal",
  rail_terminal: "rail_terminal",
  transport_event: "transport_event",
  estimated_event: "estimated_event",
  container_updated_event: "container_updated_event",
  container_pod_terminal_changed_event: "container_pod_terminal_changed_event",
  tracking_request: "tracking_request",
  vessel: "vessel",
  document: "document",
  document_representation: "document_representation",
  email_submission: "document_email_submission",
  account: "account",
  user: "user",
  shipping_line: "shipping_line",
  webhook: "webhook",
  party: "party",
  raw_event: "raw_event",
};

/** Types the service sends that the spec has no schema for (container.created's event, upstream-notes §3). */
export const UNSPECIFIED_TYPES: ReadonlySet<string> = new Set(["container_created_event"]);

export type Method = "get" | "post" | "put" | "patch" | "delete";
const METHODS: readonly Method[] = ["get", "post", "put", "patch", "delete"];

/** Every operation of the spec, read from `paths` × methods. */
export function specOperations(): { path: string; method: Method }[] {
  const spec = JSON.parse(readFileSync(SPEC_PATH, "utf8")) as Obj;
  const out: { path: string; method: Method }[] = [];
  for (const [p, ops] of Object.entries(spec.paths as Obj))
    for (const m of METHODS) if (isObj(ops) && m in ops) out.push({ path: p, method: m });
  return out;
}

/** The event names a webhook may subscribe to (`webhook.attributes.events`), in the spec's order. */
export function specWebhookEvents(): string[] {
  const spec = JSON.parse(readFileSync(SPEC_PATH, "utf8")) as Obj;
  let node: Json | undefined = spec;
  for (const key of ["components", "schemas", "webhook", "properties", "attributes", "properties", "events", "items"])
    node = isObj(node) ? node[key] : undefined;
  const names = isObj(node) ? node.enum : undefined;
  if (!Array.isArray(names)) throw new Error("the spec has no enum of webhook events at webhook.attributes.events");
  return names.filter((n): n is string => typeof n === "string");
}

export interface Conformance {
  response(pathKey: string, method: string, status: number): ValidateFunction | null;
  /** Whether the spec declares this status for the operation (with or without a body). */
  declares(pathKey: string, method: string, status: number): boolean;
  schema(name: string): ValidateFunction;
  errorModel: ValidateFunction;
}

export function loadConformance(): Conformance {
  const spec = JSON.parse(readFileSync(SPEC_PATH, "utf8")) as Obj;
  patchDefects(spec);
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "spec", components: convert(spec.components as Obj) } as Obj, "spec");
  const cache = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: Json): ValidateFunction => {
    let v = cache.get(key);
    if (!v) {
      v = ajv.compile(convert(schema) as Obj);
      cache.set(key, v);
    }
    return v;
  };
  const paths = spec.paths as Obj;
  return {
    response(pathKey, method, status) {
      const op = (paths[pathKey] as Obj | undefined)?.[method] as Obj | undefined;
      const res = (op?.responses as Obj | undefined)?.[String(status)] as Obj | undefined;
      const schema = ((res?.content as Obj | undefined)?.["application/json"] as Obj | undefined)?.schema;
      if (schema === undefined) return null;
      return compile(`${method} ${pathKey} ${status}`, schema);
    },
    declares(pathKey, method, status) {
      const op = (paths[pathKey] as Obj | undefined)?.[method] as Obj | undefined;
      return (op?.responses as Obj | undefined)?.[String(status)] !== undefined;
    },
    schema(name) {
      return compile(`schema ${name}`, { $ref: `#/components/schemas/${name}` });
    },
    errorModel: compile("errors", {
      type: "object",
      required: ["errors"],
      properties: { errors: { type: "array", minItems: 1, items: { $ref: "#/components/schemas/error" } } },
    }),
  };
}
