// The conformance walker: calls the simulator over HTTP and checks each answer against the spec (status,
// media type, JSON Schema of the body, pagination meta and links), recording one row per call for the
// table the suite prints. Plans (conformance-plans.ts) say which calls each operation gets.
import { INCLUDED_SCHEMAS, UNSPECIFIED_TYPES, type Conformance, type Method } from "./openapi";
import type { Json } from "./helpers";

/** Which meta a list carries, per the live captures (see simulator/http/paging.ts). */
export type ListMeta = "total" | "size_total" | "pagination" | "none";

export interface CallOptions {
  body?: unknown;
  /** Raw body text, for non-JSON:API bodies sent as-is. */
  raw?: string;
  key?: string | null;
  /** Which simulator: the main one (rate limits off) or the one that enforces them, for 429s. */
  limited?: boolean;
  list?: ListMeta;
}

export interface CallResult {
  status: number;
  body: Json;
  text: string;
  headers: Headers;
}

export interface Row {
  operation: string;
  call: string;
  status: number;
  expected: number;
  problems: string[];
}

const MEDIA = "application/vnd.api+json";

export class Walker {
  readonly rows: Row[] = [];
  current = "";

  constructor(
    private readonly conf: Conformance,
    private readonly bases: { main: string; limited: string },
  ) {}

  /** Calls `url` (relative to /v2) for the current operation, expecting `expected`, and validates the answer. */
  async call(
    specPath: string,
    method: Method,
    url: string,
    expected: number,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const base = options.limited ? this.bases.limited : this.bases.main;
    const res = await this.fetch(base, method, url, options);
    const problems: string[] = [];
    if (res.status !== expected) problems.push(`status ${res.status}, expected ${expected}: ${res.text.slice(0, 300)}`);
    this.checkBody(specPath, method, res, problems);
    if (options.list && res.status === 200) await this.checkList(base, url, options, res, problems);
    this.rows.push({
      operation: this.current,
      call: `${method.toUpperCase()} ${url}${options.key !== undefined ? ` [${options.key ?? "no key"}]` : ""}`,
      status: res.status,
      expected,
      problems,
    });
    return res;
  }

  /** A call that is setup, not a check (its answer is still required to be a success). */
  async setup(method: Method, url: string, options: CallOptions = {}): Promise<CallResult> {
    const res = await this.fetch(options.limited ? this.bases.limited : this.bases.main, method, url, options);
    if (res.status >= 300)
      throw new Error(`setup ${method.toUpperCase()} ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  }

  /** Records a failed expectation about state (a write the next read does not reflect, say). */
  expect(condition: boolean, message: string): void {
    if (condition) return;
    const row = [...this.rows].reverse().find((r) => r.operation === this.current);
    if (row) row.problems.push(message);
    else this.rows.push({ operation: this.current, call: "(state)", status: 0, expected: 0, problems: [message] });
  }

  private async fetch(base: string, method: Method, url: string, options: CallOptions): Promise<CallResult> {
    const headers = new Headers();
    const key = options.key === undefined ? "sim_paid_key" : options.key;
    if (key !== null) headers.set("Authorization", `Token ${key}`);
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers.set("Content-Type", MEDIA);
    const target = /^https?:\/\//.test(url) ? url : `${base}/v2/${url.replace(/^\//, "")}`;
    const res = await fetch(target, { method: method.toUpperCase(), headers, body });
    const text = await res.text();
    let parsed: Json = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  private checkBody(specPath: string, method: Method, res: CallResult, problems: string[]): void {
    const validate = this.conf.response(specPath, method, res.status);
    if (!validate) {
      if (res.status >= 400) {
        if (!this.conf.errorModel(res.body))
          problems.push(`error body: ${JSON.stringify(this.conf.errorModel.errors?.slice(0, 3))}`);
      } else if (this.conf.declares(specPath, method, res.status)) {
        if (res.text !== "") problems.push(`the spec declares no body for ${res.status}, got ${res.text.slice(0, 80)}`);
        return;
      } else {
        problems.push(`the spec declares no ${res.status} for this operation`);
      }
    } else if (!validate(res.body)) {
      problems.push(`schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    for (const inc of Array.isArray(res.body?.included) ? res.body.included : []) {
      const name = INCLUDED_SCHEMAS[inc?.type];
      if (UNSPECIFIED_TYPES.has(inc?.type)) continue;
      if (!name) {
        problems.push(`included resource of unknown type ${String(inc?.type)}`);
        continue;
      }
      const v = this.conf.schema(name);
      if (!v(inc)) problems.push(`included ${inc.type} ${inc.id}: ${JSON.stringify(v.errors?.slice(0, 2))}`);
    }
    // The spec declares application/json everywhere; the docs and the service use the JSON:API media type.
    const type = res.headers.get("content-type") ?? "";
    if (res.text !== "" && !type.startsWith(MEDIA)) problems.push(`media type ${type}, expected ${MEDIA}`);
  }

  private async checkList(
    base: string,
    url: string,
    options: CallOptions,
    res: CallResult,
    problems: string[],
  ): Promise<void> {
    const body = res.body;
    const links = body?.links;
    if (!links || typeof links.self !== "string" || typeof links.current !== "string") {
      problems.push("list without links.self and links.current");
      return;
    }
    for (const [name, link] of Object.entries(links)) {
      if (typeof link !== "string" || !URL.canParse(link))
        problems.push(`links.${name} is not an absolute URL: ${String(link)}`);
    }
    if (links.self !== `${base}/v2/${url}`)
      problems.push(`links.self ${links.self} is not the request URL ${base}/v2/${url}`);
    const meta = body.meta;
    const keys = meta ? Object.keys(meta).sort().join(",") : "";
    const wanted = { none: "", total: "total", size_total: "size,total", pagination: "pagination,size,total" }[
      options.list ?? "none"
    ];
    if (keys !== wanted) problems.push(`meta keys [${keys}], expected [${wanted}]`);
    const number = Number(new URL(links.current).searchParams.get("page[number]"));
    const sizeParam = new URL(links.self).searchParams.get("page[size]");
    if (meta?.total !== undefined && sizeParam) {
      const size = Math.min(Number(sizeParam), 100);
      const more = number * size < meta.total;
      if (more !== (links.next !== undefined))
        problems.push(
          `links.next ${links.next ? "present" : "absent"} with ${meta.total} records at page ${number} of size ${size}`,
        );
    }
    if (meta?.pagination && meta.pagination.records !== meta.total)
      problems.push("meta.pagination.records differs from meta.total");
    if (typeof links.next === "string") {
      const next = await this.fetch(base, "get", links.next, options);
      const seen = new Set((body.data ?? []).map((r: Json) => `${r.type}:${r.id}`));
      if (next.status !== 200) problems.push(`links.next answered ${next.status}`);
      else if ((next.body.data ?? []).some((r: Json) => seen.has(`${r.type}:${r.id}`)))
        problems.push("links.next repeats rows of this page");
    }
  }

  failures(): Row[] {
    return this.rows.filter((r) => r.problems.length > 0);
  }
}
