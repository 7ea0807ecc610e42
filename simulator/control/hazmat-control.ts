// The control API's `hazmat` on a container: sets, changes or removes the account's `hazmat_indicator` custom
// field on the box, as a user of the service would through /custom_fields. No webhook names custom fields, so
// clients learn it by reading the fields again.
import type { SimulatorCore } from "../core";
import { HAZMAT_SLUG } from "../custom-fields/seed-hazmat";
import type { ContainerPlan } from "../world/types";
import { ControlError } from "./control-error";

export function setHazmat(core: SimulatorCore, plan: ContainerPlan, value: boolean | null): void {
  const store = core.customFields;
  const definition = store.bySlug(plan.account, "Container", HAZMAT_SLUG);
  if (!definition) throw new ControlError(`The ${plan.account} account has no ${HAZMAT_SLUG} custom field`);
  const entity = { type: "container" as const, id: plan.id };
  const existing = store.fieldOn(plan.account, entity, definition.id);
  const now = core.clock.now();
  if (value === null) {
    if (existing) store.fields.delete(existing.id);
    return;
  }
  if (existing) {
    existing.value = value;
    existing.updatedAt = now;
    return;
  }
  store.addField({ account: plan.account, definitionId: definition.id, entity, value }, now);
}
