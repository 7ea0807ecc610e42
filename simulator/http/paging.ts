// page[number]/page[size] pagination, links and meta as the service sends them. The captures show:
// `self` is the request URL as the client sent it; `current`, `next`, `last` (and `first`, `prev` past page
// one) rebuild the query with its keys sorted and brackets and commas left as they are; page[size] appears
// only when the client asked for it. `meta` differs per endpoint, so each list names its style.
import type { Resource } from "./jsonapi";

export interface PageRequest {
  number: number;
  size: number;
  /** Whether the client sent page[size] (the links repeat it only then). */
  sizeGiven: boolean;
}

export class PageParamError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sizes above 100 are truncated to 100, as the service does. */
export function readPage(query: URLSearchParams, defaultSize = 30): PageRequest {
  const parse = (name: string, fallback: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
      throw new PageParamError(name, `${name} must be an integer greater than or equal to 1`);
    return n;
  };
  const number = parse("page[number]", 1);
  const size = Math.min(parse("page[size]", defaultSize), 100);
  const raw = query.get("page[size]");
  return { number, size, sizeGiven: raw !== null && raw !== "" };
}

export function paginate<T>(items: readonly T[], page: PageRequest): T[] {
  const start = (page.number - 1) * page.size;
  return items.slice(start, start + page.size);
}

export const lastPage = (page: PageRequest, total: number): number => Math.max(1, Math.ceil(total / page.size));

/** encodeURIComponent, except brackets, commas and colons, which the service leaves as they are. */
const encode = (s: string): string =>
  encodeURIComponent(s).replace(/%5B/gi, "[").replace(/%5D/gi, "]").replace(/%2C/gi, ",").replace(/%3A/gi, ":");

export function pageLinks(url: URL, page: PageRequest, total: number): Record<string, string> {
  const last = lastPage(page, total);
  const params = [...url.searchParams.entries()].filter(([k]) => k !== "page[number]" && k !== "page[size]");
  const make = (n: number): string => {
    const all: [string, string][] = [...params, ["page[number]", String(n)]];
    if (page.sizeGiven) all.push(["page[size]", String(page.size)]);
    all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return `${url.origin}${url.pathname}?${all.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}`;
  };
  const links: Record<string, string> = { self: url.toString(), current: make(page.number) };
  if (page.number > 1) {
    links.first = make(1);
    links.prev = make(Math.min(page.number - 1, last));
  }
  if (page.number < last) {
    links.next = make(page.number + 1);
    links.last = make(last);
  }
  return links;
}

/**
 * `total`: {total} (containers). `size_total`: {size, total} (shipments, documents, email submissions,
 * custom fields). `pagination`: adds {current, next, last, records} (tracking requests, webhook
 * notifications, parties). `none`: no meta (webhooks, transport events, custom field definitions).
 */
export type MetaStyle = "total" | "size_total" | "pagination" | "none";

export function pageMeta(
  style: MetaStyle,
  page: PageRequest,
  rows: number,
  total: number,
): Record<string, unknown> | undefined {
  switch (style) {
    case "none":
      return undefined;
    case "total":
      return { total };
    case "size_total":
      return { size: rows, total };
    case "pagination": {
      const last = lastPage(page, total);
      const pagination: Record<string, number> = { current: page.number };
      if (page.number > 1) pagination.prev = Math.min(page.number - 1, last);
      if (page.number < last) Object.assign(pagination, { next: page.number + 1, last });
      pagination.records = total;
      return { size: rows, total, pagination };
    }
  }
}

export interface ListOptions {
  meta: MetaStyle;
  included?: Resource[];
}

/** A list response; `data` is the already paginated slice and `total` the size of the whole result. */
export function listDocument(
  url: URL,
  data: Resource[],
  total: number,
  page: PageRequest,
  options: ListOptions,
): Record<string, unknown> {
  const doc: Record<string, unknown> = { data };
  if (options.included) doc.included = options.included;
  doc.links = pageLinks(url, page, total);
  const meta = pageMeta(options.meta, page, data.length, total);
  if (meta) doc.meta = meta;
  return doc;
}
