// What a custom field hangs on: a visible shipment, container or tracking request of the account, and the
// definition an api_slug names for that kind of entity.
import type { SimulatorCore } from "../core";
import type { AccountName } from "../world/reference-data";
import { KIND_TO_ENTITY, type CustomField, type Definition, type EntityKind } from "./store";
import { asFieldValue, valueProblem } from "./values";

export const ENTITY_KINDS: readonly EntityKind[] = ["shipment", "container", "tracking_request"];
export const isEntityKind = (v: unknown): v is EntityKind =>
  typeof v === "string" && (ENTITY_KINDS as readonly string[]).includes(v);

export function entityExists(core: SimulatorCore, account: AccountName, kind: EntityKind, id: string): boolean {
  const now = core.clock.now();
  const world = core.world;
  if (kind === "shipment") {
    const s = world.findShipment(id);
    return s !== undefined && world.isVisible(s, account, now);
  }
  if (kind === "container") {
    const c = world.findContainer(id);
    return c !== undefined && c.id === id && world.isVisible(c, account, now);
  }
  return core.tracking.get(account, id, now) !== undefined;
}

/** A tracking request becomes a shipment, so shipment definitions apply to it too. */
export function definitionFor(
  core: SimulatorCore,
  account: AccountName,
  kind: EntityKind,
  apiSlug: string,
): Definition | undefined {
  const store = core.customFields;
  return (
    store.bySlug(account, KIND_TO_ENTITY[kind], apiSlug) ??
    (kind === "tracking_request" ? store.bySlug(account, "Shipment", apiSlug) : undefined)
  );
}

export type SetResult =
  { ok: true; field: CustomField; created: boolean } | { ok: false; pointer: string; detail: string; code: string };

/** Creates the field (or, with `mustExist`, updates it) after checking the value against the definition. */
export function setField(
  core: SimulatorCore,
  account: AccountName,
  entity: { type: EntityKind; id: string },
  definition: Definition,
  value: unknown,
  mode: "create" | "update",
): SetResult {
  const store = core.customFields;
  const problem = valueProblem(definition.dataType, value, store.optionValues(definition));
  if (problem) return { ok: false, pointer: "/data/attributes/value", detail: problem, code: "invalid" };
  const existing = store.fieldOn(account, entity, definition.id);
  const now = core.clock.now();
  if (mode === "create") {
    if (existing)
      return {
        ok: false,
        pointer: "/data/attributes/api_slug",
        detail: `${definition.apiSlug} is already set on this ${entity.type}`,
        code: "taken",
      };
    return {
      ok: true,
      field: store.addField({ account, definitionId: definition.id, entity, value: asFieldValue(value) }, now),
      created: true,
    };
  }
  if (!existing)
    return {
      ok: false,
      pointer: "/data/attributes/api_slug",
      detail: `${definition.apiSlug} is not set on this ${entity.type}`,
      code: "not_found",
    };
  existing.value = asFieldValue(value);
  existing.updatedAt = now;
  return { ok: true, field: existing, created: false };
}
