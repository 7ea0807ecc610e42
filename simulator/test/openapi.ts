// Loads ../shared/upstream/openapi.json (outside the repo) and turns its OpenAPI 3.0 schemas into JSON
// Schema that ajv understands, patching the spec defects listed in upstream-notes.md §0 (and §6.2).
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
    if (k === "example" || k === "examples" || k === "x-examples" || k.startsWith("x-") || k === "discriminator") continue;
    if (k === "$ref" && typeof v === "string") out[k] = v.replace(/^#\/components\//, "spec#/components/");
    else out[k] = convert(v);
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (typeof out.$ref === "string") return { anyOf: [{ $ref: out.$ref }, { type: "null" }] };
  } else if ("nullable" in out) {
    delete out.nullable;
  }
  return out;
}

function patchDefects(spec: Obj): void {
  const schemas = ((spec.components as Obj).schemas as Obj);
  // §0: container.type enum is ["account"]; it should be "container".
  (((schemas.container as Obj).properties as Obj).type as Obj).enum = ["container"];
  // §0: transport_event.relationships.vessel.data declares `name` instead of `type`.
  const vesselData = (((((schemas.transport_event as Obj).properties as Obj).relationships as Obj).properties as Obj).vessel as Obj).properties as Obj;
  const data = vesselData.data as Obj;
  const props = data.properties as Obj;
  props.type = props.name ?? { type: "string", enum: ["vessel"] };
  delete props.name;
  // §0: #/components/schemas/user is referenced but never defined.
  schemas.user = { type: "object", properties: { id: { type: "string", format: "uuid" }, type: { type: "string", enum: ["user"] }, attributes: { type: "object" } }, required: ["id", "type", "attributes"] };
  // §6.2: the examples use container_created_event and container_pod_terminal_changed_event as reference objects.
  const ref = (((((schemas.webhook_notification as Obj).properties as Obj).relationships as Obj).properties as Obj).reference_object as Obj).properties as Obj;
  const refType = ((ref.data as Obj).properties as Obj).type as Obj;
  refType.enum = [...(refType.enum as Json[]), "container_created_event", "container_pod_terminal_changed_event"];
}

export interface Conformance {
  response(pathKey: string, method: string, status: number): ValidateFunction | null;
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
    schema(name) {
      return compile(`schema ${name}`, { $ref: `#/components/schemas/${name}` });
    },
    errorModel: compile("errors", { type: "object", required: ["errors"], properties: { errors: { type: "array", minItems: 1, items: { $ref: "#/components/schemas/error" } } } }),
  };
}
