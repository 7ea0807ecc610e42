// JSON:API plumbing shared by every route: resource shape and include resolution with dotted paths.
// Pagination lives in paging.ts.

export interface ResourceIdentifier {
  id: string;
  type: string;
}

export interface Resource extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
  links?: Record<string, string>;
}

/** How to load the resources of each relationship, by relationship name, for ?include. */
export type RelationLoaders = Record<string, () => Resource[]>;

/** Loaders for each relationship of a resource, kept out of the serialized object. */
const expanders = new WeakMap<Resource, RelationLoaders>();

export function withRelations(resource: Resource, loaders: RelationLoaders): Resource {
  expanders.set(resource, loaders);
  return resource;
}

/** Aliases map a requested include name onto the relationship that backs it (e.g. current_extraction). */
export function resolveIncludes(
  primary: Resource[],
  include: string | undefined,
  aliases: Record<string, string> = {},
): Resource[] {
  if (!include) return [];
  const paths = include
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split(".").map((seg) => aliases[seg] ?? seg));
  const seen = new Set(primary.map((r) => `${r.type}:${r.id}`));
  const included: Resource[] = [];
  for (const path of paths) {
    let frontier = primary;
    for (const segment of path) {
      const next: Resource[] = [];
      for (const resource of frontier) {
        const load = expanders.get(resource)?.[segment];
        if (!load) continue;
        for (const related of load()) {
          next.push(related);
          const key = `${related.type}:${related.id}`;
          if (!seen.has(key)) {
            seen.add(key);
            included.push(related);
          }
        }
      }
      frontier = next;
    }
  }
  return included;
}

export const JSON_API = "application/vnd.api+json";
