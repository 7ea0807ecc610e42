// The demo account flags some boxes hazardous through its `hazmat_indicator` custom field, as a shipper would
// when tracking them: about one box in twenty carries `true`, a few an explicit `false`, the rest nothing at all
// (unknown, not "no"). Each field is set when its box is first tracked, so it is listed from then on.
import { rngFor } from "../lib/prng";
import type { World } from "../world/world";
import type { CustomFieldStore } from "./store";

export const HAZMAT_SLUG = "hazmat_indicator";

export function seedHazmatFields(store: CustomFieldStore, world: World): void {
  const definition = store.bySlug("demo", "Container", HAZMAT_SLUG);
  if (!definition) return;
  for (const c of world.containers) {
    if (c.account !== "demo") continue;
    const roll = rngFor(world.seed, "hazmat", c.idx).next();
    const value = roll < 0.05 ? true : roll < 0.07 ? false : null;
    if (value === null) continue;
    store.addField(
      { account: "demo", definitionId: definition.id, entity: { type: "container", id: c.id }, value },
      c.createdAt,
    );
  }
}
