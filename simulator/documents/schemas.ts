// GET /document_schemas/{type@version}: the JSON Schema of the fields extracted for each document type
// (what extractFields in classify.ts produces), at the one schema version representations carry.
import { iso } from "../lib/time";
import { DOCUMENT_TYPES, type DocumentType } from "./classify";
import { SCHEMA_VERSION } from "./document-store";

const text = { type: ["string", "null"] };
const date = { type: ["string", "null"], description: "As printed on the document (YYYY-MM-DD when it is a date)" };
const containers = {
  type: "array",
  items: { type: "string", pattern: "^[A-Z]{4}[0-9]{7}$" },
  description: "ISO 6346 container numbers with a valid check digit",
};
const common = { bill_of_lading_number: text, container_numbers: containers };

const FIELDS: Record<DocumentType, Record<string, unknown>> = {
  bill_of_lading: {
    ...common,
    vessel_name: text,
    voyage_number: text,
    port_of_loading: text,
    port_of_discharge: text,
    shipper: text,
    consignee: text,
  },
  arrival_notice: { ...common, vessel_name: text, eta: date, last_free_day: date, freight_charges: text },
  delivery_order: { ...common, pickup_location: text, last_free_day: date, trucker: text },
  commercial_invoice: {
    invoice_number: text,
    invoice_date: date,
    supplier_name: text,
    total_amount: text,
    currency: text,
    container_numbers: containers,
  },
  packing_list: common,
  customs_entry: common,
  packet: {
    segments: {
      type: "array",
      items: {
        type: "object",
        properties: {
          document_type: { type: "string" },
          start_page: { type: "integer" },
          end_page: { type: "integer" },
        },
        required: ["document_type", "start_page", "end_page"],
      },
    },
  },
  other: common,
};

/** Versions became active at midnight UTC of their date. */
const ACTIVE_AT = Date.parse(`${SCHEMA_VERSION}T00:00:00Z`);

export function documentSchemaResource(id: string): Record<string, unknown> | null {
  const [type, version] = id.split("@");
  const entry = DOCUMENT_TYPES.find((t) => t.code === type);
  if (!entry || version !== SCHEMA_VERSION) return null;
  return {
    id,
    type: "document_schema",
    attributes: {
      document_type: entry.code,
      label: entry.label,
      schema_version: SCHEMA_VERSION,
      full_version: id,
      current: true,
      draft: false,
      active_at: iso(ACTIVE_AT),
      schema_format: "json_schema",
      description: `Fields extracted from a ${entry.label.toLowerCase()}.`,
      schema_payload: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        title: entry.label,
        type: "object",
        properties: { document_type: { const: entry.code }, ...FIELDS[entry.code] },
        required: ["document_type"],
      },
      created_at: iso(ACTIVE_AT),
      updated_at: iso(ACTIVE_AT),
    },
    links: { self: `/v2/document_schemas/${id}` },
  };
}
