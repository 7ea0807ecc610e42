// Stable ids (and other derived strings) are pure functions of (seed, container, label), but computing them
// is the hot spot of a list page (every container names all its events). Each container keeps what was computed.
import type { ContainerPlan } from "../world/types";

const cache = new WeakMap<ContainerPlan, Map<string, string>>();

export function cachedId(c: ContainerPlan, label: string, make: () => string): string {
  let ids = cache.get(c);
  if (!ids) {
    ids = new Map();
    cache.set(c, ids);
  }
  let id = ids.get(label);
  if (id === undefined) {
    id = make();
    ids.set(label, id);
  }
  return id;
}
