// Custom field definitions (per account and entity kind), their options (enum values) and the fields set
// on shipments, containers and tracking requests. In memory, rebuilt with the world on reset; the demo
// account starts with the definitions the live capture shows.
import { stableUuid } from "../lib/prng";
import { DAY } from "../lib/time";
import type { AccountName } from "../world/reference-data";
import type { DataType, EntityType, FieldValue } from "./values";

export interface Definition {
  id: string;
  account: AccountName;
  entityType: EntityType;
  apiSlug: string;
  displayName: string;
  description: string | null;
  dataType: DataType;
  referenceType: string | null;
  validation: Record<string, unknown> | null;
  defaultFormat: string | null;
  defaultValue: FieldValue;
  createdAt: number;
  updatedAt: number;
}

export interface FieldOption {
  id: string;
  definitionId: string;
  label: string;
  value: string;
  position: number | null;
  createdAt: number;
  updatedAt: number;
}

export type EntityKind = "shipment" | "container" | "tracking_request";

export interface CustomField {
  id: string;
  account: AccountName;
  definitionId: string;
  entity: { type: EntityKind; id: string };
  value: FieldValue;
  createdAt: number;
  updatedAt: number;
}

export const KIND_TO_ENTITY: Record<EntityKind, EntityType> = {
  shipment: "Shipment",
  container: "Container",
  tracking_request: "TrackingRequest",
};

type SeedDefinition = [EntityType, string, string, string | null, DataType, FieldValue, string[]];

const SEEDED: readonly SeedDefinition[] = [
  [
    "Shipment",
    "purchase_order_number",
    "Purchase Order Number",
    "Buyer's order reference for procurement.",
    "short_text",
    null,
    [],
  ],
  [
    "Shipment",
    "customer_reference_number",
    "Customer Reference Number",
    "Shipper or consignee reference for shipment.",
    "short_text",
    null,
    [],
  ],
  [
    "Shipment",
    "incoterm",
    "Incoterm",
    "International trade term defining responsibilities.",
    "enum",
    null,
    ["EXW", "FOB", "CIF", "DAP", "DDP"],
  ],
  ["Container", "hazmat_indicator", "Hazmat Indicator", "Flag if container is hazardous.", "boolean", false, []],
];

export class CustomFieldStore {
  readonly definitions = new Map<string, Definition>();
  readonly options = new Map<string, FieldOption>();
  readonly fields = new Map<string, CustomField>();
  private counter = 0;

  constructor(
    private readonly seed: number,
    anchor: number,
  ) {
    const at = anchor - 30 * DAY;
    for (const [entityType, apiSlug, displayName, description, dataType, defaultValue, values] of SEEDED) {
      const d = this.addDefinition(
        {
          account: "demo",
          entityType,
          apiSlug,
          displayName,
          description,
          dataType,
          referenceType: null,
          validation: null,
          defaultFormat: null,
          defaultValue,
        },
        at,
      );
      values.forEach((v, i) => this.addOption({ definitionId: d.id, label: v, value: v, position: i + 1 }, at));
    }
  }

  private nextId(kind: string): string {
    this.counter += 1;
    return stableUuid(this.seed, kind, "custom", this.counter);
  }

  addDefinition(input: Omit<Definition, "id" | "createdAt" | "updatedAt">, now: number): Definition {
    const d: Definition = { ...input, id: this.nextId("custom_field_definition"), createdAt: now, updatedAt: now };
    this.definitions.set(d.id, d);
    return d;
  }

  definitionsOf(account: AccountName): Definition[] {
    return [...this.definitions.values()]
      .filter((d) => d.account === account)
      .sort((a, b) => a.createdAt - b.createdAt || a.apiSlug.localeCompare(b.apiSlug));
  }

  definition(account: AccountName, id: string): Definition | undefined {
    const d = this.definitions.get(id);
    return d?.account === account ? d : undefined;
  }

  bySlug(account: AccountName, entityType: EntityType, apiSlug: string): Definition | undefined {
    return this.definitionsOf(account).find((d) => d.entityType === entityType && d.apiSlug === apiSlug);
  }

  deleteDefinition(d: Definition): void {
    this.definitions.delete(d.id);
    for (const o of this.optionsOf(d.id)) this.options.delete(o.id);
    for (const f of [...this.fields.values()]) if (f.definitionId === d.id) this.fields.delete(f.id);
  }

  addOption(input: Omit<FieldOption, "id" | "createdAt" | "updatedAt">, now: number): FieldOption {
    const o: FieldOption = { ...input, id: this.nextId("custom_field_option"), createdAt: now, updatedAt: now };
    this.options.set(o.id, o);
    return o;
  }

  optionsOf(definitionId: string): FieldOption[] {
    return [...this.options.values()]
      .filter((o) => o.definitionId === definitionId)
      .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.createdAt - b.createdAt);
  }

  /** Allowed values for enum types, or null when the type has no option list. */
  optionValues(d: Definition): string[] | null {
    return d.dataType === "enum" || d.dataType === "enum_multi" ? this.optionsOf(d.id).map((o) => o.value) : null;
  }

  addField(input: Omit<CustomField, "id" | "createdAt" | "updatedAt">, now: number): CustomField {
    const f: CustomField = { ...input, id: this.nextId("custom_field"), createdAt: now, updatedAt: now };
    this.fields.set(f.id, f);
    return f;
  }

  /** The account's fields; with `now`, only those set by then (a seeded box's fields come with the box). */
  fieldsOf(account: AccountName, now?: number): CustomField[] {
    return [...this.fields.values()]
      .filter((f) => f.account === account && (now === undefined || f.createdAt <= now))
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }

  fieldOn(
    account: AccountName,
    entity: { type: EntityKind; id: string },
    definitionId: string,
  ): CustomField | undefined {
    return this.fieldsOf(account).find(
      (f) => f.entity.type === entity.type && f.entity.id === entity.id && f.definitionId === definitionId,
    );
  }
}
