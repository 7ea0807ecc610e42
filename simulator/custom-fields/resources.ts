// JSON:API renderings of custom field definitions, options and fields, in the shape of the live capture.
import type { Resource } from "../http/jsonapi";
import { iso } from "../lib/time";
import type { CustomField, CustomFieldStore, Definition, FieldOption } from "./store";
import { displayValue, entityTypeOut } from "./values";

export function definitionResource(store: CustomFieldStore, d: Definition): Resource {
  return {
    id: d.id,
    type: "custom_field_definition",
    attributes: {
      entity_type: entityTypeOut(d.entityType),
      api_slug: d.apiSlug,
      display_name: d.displayName,
      description: d.description,
      data_type: d.dataType,
      reference_type: d.referenceType,
      validation: d.validation,
      default_format: d.defaultFormat,
      default_value: d.defaultValue,
      template_id: null,
      created_at: iso(d.createdAt),
      updated_at: iso(d.updatedAt),
    },
    relationships: {
      account: { data: null },
      fields: {
        data: [...store.fields.values()]
          .filter((f) => f.definitionId === d.id)
          .map((f) => ({ id: f.id, type: "custom_field" })),
      },
      options: { data: store.optionsOf(d.id).map((o) => ({ id: o.id, type: "custom_field_option" })) },
    },
  };
}

export function optionResource(o: FieldOption): Resource {
  return {
    id: o.id,
    type: "custom_field_option",
    attributes: {
      label: o.label,
      value: o.value,
      position: o.position,
      created_at: iso(o.createdAt),
      updated_at: iso(o.updatedAt),
    },
    relationships: { definition: { data: { id: o.definitionId, type: "custom_field_definition" } } },
  };
}

export function fieldResource(store: CustomFieldStore, f: CustomField): Resource {
  const d = store.definitions.get(f.definitionId);
  const labels = new Map(d ? store.optionsOf(d.id).map((o) => [o.value, o.label] as const) : []);
  return {
    id: f.id,
    type: "custom_field",
    attributes: {
      api_slug: d?.apiSlug ?? "",
      value: f.value,
      display_value: d ? displayValue(d.dataType, f.value, labels) : null,
      created_at: iso(f.createdAt),
      updated_at: iso(f.updatedAt),
    },
    relationships: {
      entity: { data: { type: f.entity.type, id: f.entity.id } },
      definition: { data: { type: "custom_field_definition", id: f.definitionId } },
    },
  };
}
