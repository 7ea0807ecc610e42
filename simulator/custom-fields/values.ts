// Custom field values: what each data type accepts, and how a value reads for people (display_value).
// Pure; the routes turn a problem string into a 422.

export const ENTITY_TYPES = ["Shipment", "Container", "TrackingRequest"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const DATA_TYPES = [
  "short_text",
  "number",
  "date",
  "datetime",
  "boolean",
  "enum",
  "enum_multi",
  "reference",
] as const;
export type DataType = (typeof DATA_TYPES)[number];

export type FieldValue = string | number | boolean | string[] | { [key: string]: unknown } | null;

/** Input names for an entity kind: the service answers "Cargo" for containers, and clients send either. */
export function parseEntityType(raw: unknown): EntityType | null {
  if (typeof raw !== "string") return null;
  const v = raw.trim().toLowerCase().replace(/_/g, "");
  if (v === "shipment") return "Shipment";
  if (v === "container" || v === "cargo") return "Container";
  if (v === "trackingrequest") return "TrackingRequest";
  return null;
}

/** How the service names the kind in responses (a container definition reads "Cargo" in the capture). */
export const entityTypeOut = (t: EntityType): string => (t === "Container" ? "Cargo" : t);

export const isDataType = (v: unknown): v is DataType =>
  typeof v === "string" && (DATA_TYPES as readonly string[]).includes(v);

const isRecord = (v: unknown): v is { [key: string]: unknown } =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks the JSON shape of a value for a data type; `options` are the allowed enum values when known. */
export function valueProblem(dataType: DataType, value: unknown, options: readonly string[] | null): string | null {
  if (value === null) return null;
  switch (dataType) {
    case "short_text":
      return typeof value === "string" && value.length <= 255 ? null : "Value must be a text of at most 255 characters";
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : "Value must be a number";
    case "date":
      return typeof value === "string" &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? null
        : "Value must be a date (YYYY-MM-DD)";
    case "datetime":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : "Value must be an ISO 8601 date-time";
    case "boolean":
      return typeof value === "boolean" ? null : "Value must be true or false";
    case "enum":
      if (typeof value !== "string") return "Value must be one of the options";
      return options === null || options.includes(value) ? null : `Value '${value}' is not one of the options`;
    case "enum_multi": {
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) return "Value must be a list of options";
      const unknown = options === null ? [] : value.filter((v) => !options.includes(v));
      return unknown.length === 0 ? null : `Values ${unknown.map((v) => `'${v}'`).join(", ")} are not options`;
    }
    case "reference":
      return typeof value === "string" && value.trim() !== "" ? null : "Value must be the id of the referenced record";
  }
}

export function asFieldValue(value: unknown): FieldValue {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return isRecord(value) ? value : null;
}

export function displayValue(
  dataType: DataType,
  value: FieldValue,
  labels: ReadonlyMap<string, string>,
): string | null {
  if (value === null) return null;
  if (dataType === "boolean") return value === true ? "Yes" : "No";
  if (dataType === "enum" && typeof value === "string") return labels.get(value) ?? value;
  if (dataType === "enum_multi" && Array.isArray(value)) return value.map((v) => labels.get(v) ?? v).join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
