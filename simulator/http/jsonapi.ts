// JSON:API plumbing shared by every route: resource shape, include resolution with dotted paths, and
// page[number]/page[size] pagination with absolute links.

export interface ResourceIdentifier {
  id: string;
  type: string;
}

export interface Resource extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
  links?: Record<string, string>;
}

/** Loaders for each relationship of a resource, kept out of the serialized object. */
const expanders = new WeakMap<Resource, Record<string, () => Resource[]>>();

export function withRelations(resource: Resource, loaders: Record<string, () => Resource[]>): Resource {
  expanders.set(resource, loaders);
  return resource;
}

/** Aliases map a requested include name onto the relationship that backs it (e.g. current_extraction). */
export function resolveIncludes(primary: Resource[], include: string | undefined, aliases: Record<string, string> = {}): Resource[] {
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

export interface PageRequest {
  number: number;
  size: number;
}

export class PageParamError extends Error {
  constructor(readonly parameter: string, message: string) {
    super(message);
  }
}

/** Reads page[number] and page[size]: default size 30; larger sizes are truncated to 100, as the service does. */
export function readPage(query: URLSearchParams, defaultSize = 30): PageRequest {
  const parse = (name: string, fallback: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new PageParamError(name, `${name} must be an integer greater than or equal to 1`);
    return n;
  };
  const number = parse("page[number]", 1);
  const size = Math.min(parse("page[size]", defaultSize), 100);
  return { number, size };
}

export function paginate<T>(items: readonly T[], page: PageRequest): T[] {
  const start = (page.number - 1) * page.size;
  return items.slice(start, start + page.size);
}

export function pageLinks(url: URL, page: PageRequest, total: number): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / page.size));
  const make = (n: number): string => {
    const u = new URL(url.toString());
    u.searchParams.set("page[number]", String(n));
    u.searchParams.set("page[size]", String(page.size));
    return u.toString();
  };
  // Brackets stay percent-encoded so the links are valid RFC 3986 URIs (the spec's `format: uri`).
  const self = new URL(url.toString());
  self.search = new URLSearchParams(self.search).toString();
  const links: Record<string, string> = { self: self.toString(), current: make(page.number), first: make(1), last: make(last) };
  if (page.number > 1) links.prev = make(Math.min(page.number - 1, last));
  if (page.number < last) links.next = make(page.number + 1);
  return links;
}

/** A list response; `data` is the already paginated slice and `total` the size of the whole result. */
export function listDocument(url: URL, data: Resource[], total: number, page: PageRequest, included: Resource[] = []): Record<string, unknown> {
  return {
    data,
    included,
    links: pageLinks(url, page, total),
    meta: { size: data.length, total },
  };
}

export const JSON_API = "application/vnd.api+json";
