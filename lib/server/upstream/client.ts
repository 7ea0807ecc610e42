// The one client of the tracking service (the real one and the simulator alike). Token auth, JSON:API
// parsing, typed errors (each one already the AppError a route answers with: see errors.ts), pagination by
// links.next, timeouts, retries with backoff and jitter for idempotent calls, Retry-After on 429, and every
// call drawn from a request budget first; each attempt is an `upstream.request` span (a no-op while tracing is
// off). Pure of server-only imports (the budget and the outcome's recorder are injected) so it is unit-tested
// against an in-process simulator.
import { setTimeout as sleep } from "node:timers/promises";

import type { BudgetBucket } from "../budget/window";

import { backoffDelayMs } from "@/lib/shared/backoff";

import { inUpstreamSpan } from "../observability/upstream-span";

import { kindForStatus, parseRetryAfter, UpstreamError } from "./errors";
import { documentSchema, nextLink, readErrors, type JsonApiDocument } from "./json-api";

export type Priority = "interactive" | "background";

export interface Budget {
  acquire(bucket: BudgetBucket, priority: Priority): Promise<void>;
  pause(bucket: BudgetBucket, seconds: number): Promise<void>;
}

/** One attempt's outcome: the bucket it drew from, the service's status (null: no answer came) and its duration. */
export type CallOutcome = ({ ok: true } | { ok: false; error: UpstreamError }) & {
  bucket: BudgetBucket;
  status: number | null;
  seconds: number;
};

export type ClientOptions = {
  baseUrl: string;
  apiKey: string;
  priority?: Priority;
  budget?: Budget | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Retries after the first attempt (5xx/timeouts on idempotent calls, and 429s). */
  maxRetries?: number;
  retryBaseMs?: number;
  /** Longest Retry-After we wait out inside one call; longer ones are thrown to the caller. */
  maxRetryAfterSeconds?: number;
  /**
   * Told about every finished call: feeds "upstream reachable" and the request counters. Awaited, so a call
   * returns only once its outcome is recorded (the "service down" notice clears with the call that succeeded).
   */
  onOutcome?: (outcome: CallOutcome) => void | Promise<void>;
  /** The workspace the calls are made for: named on their spans (never the key, which is the account's). */
  workspaceId?: string;
};

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const IDEMPOTENT: ReadonlySet<Method> = new Set(["GET", "DELETE"]);

export function bucketFor(method: Method, path: string): BudgetBucket {
  const clean = path.split("?")[0]?.replace(/\/+$/, "") ?? "";
  if (method === "POST" && clean.endsWith("/tracking_requests/infer_number")) return "infer";
  if (method === "POST" && clean.endsWith("/tracking_requests")) return "tracking_request";
  if (method === "PATCH" && /\/containers\/[^/]+\/refresh$/.test(clean)) return "refresh";
  return "default";
}

export class UpstreamClient {
  private readonly base: URL;
  private readonly fetchImpl: typeof fetch;
  /** Calls actually sent (for benchmarks and tests). */
  requests = 0;

  constructor(private readonly options: ClientOptions) {
    this.base = new URL(options.baseUrl.replace(/\/+$/, "") + "/");
    this.fetchImpl = options.fetch ?? fetch;
  }

  withPriority(priority: Priority): UpstreamClient {
    return new UpstreamClient({ ...this.options, priority });
  }

  /** An absolute URL for a path under the base (`containers/1`), or a link the service returned. */
  url(pathOrLink: string, query: Record<string, string | number | undefined> = {}): URL {
    let url: URL;
    if (/^https?:\/\//.test(pathOrLink)) {
      // Links are followed as given, but only on our own origin: the key is never sent elsewhere.
      const link = new URL(pathOrLink);
      url = new URL(link.pathname + link.search, this.base.origin);
    } else {
      url = new URL(pathOrLink.replace(/^\/+/, "").replace(/^v2\//, ""), this.base);
    }
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return url;
  }

  get(path: string, query?: Record<string, string | number | undefined>): Promise<JsonApiDocument> {
    return this.request("GET", this.url(path, query));
  }

  post(path: string, body: unknown): Promise<JsonApiDocument> {
    return this.request("POST", this.url(path), body);
  }

  patch(path: string, body?: unknown): Promise<JsonApiDocument> {
    return this.request("PATCH", this.url(path), body);
  }

  delete(path: string): Promise<JsonApiDocument> {
    return this.request("DELETE", this.url(path));
  }

  /**
   * A URL at the service's origin root, outside the versioned base: Rails serves ActiveStorage direct uploads
   * at /rails/active_storage/direct_uploads, not under /v2.
   */
  rootUrl(path: string): URL {
    return new URL(path.startsWith("/") ? path : `/${path}`, this.base.origin);
  }

  /** Every page of a list, 100 at a time, following links.next until it is absent. */
  async *pages(path: string, query: Record<string, string | number | undefined> = {}): AsyncGenerator<JsonApiDocument> {
    let url: URL | null = this.url(path, { ...query, "page[size]": 100 });
    const seen = new Set<string>();
    while (url) {
      // A link that repeats would loop forever; the service has been seen to return odd links.
      if (seen.has(url.href)) return;
      seen.add(url.href);
      const page: JsonApiDocument = await this.request("GET", url);
      yield page;
      const rows = Array.isArray(page.data) ? page.data.length : 0;
      const next = nextLink(page);
      url = next && rows > 0 ? this.url(next) : null;
    }
  }

  async request(method: Method, url: URL, body?: unknown): Promise<JsonApiDocument> {
    return (await this.sent(method, url, body)).document;
  }

  /**
   * A GET with the real instant its answering request was sent: what a read observed is the service's state at
   * that instant, not when the answer was taken in (a webhook applied meanwhile is newer than the read).
   */
  getSent(
    path: string,
    query?: Record<string, string | number | undefined>,
  ): Promise<{ document: JsonApiDocument; sentAt: number }> {
    return this.sent("GET", this.url(path, query));
  }

  /** request(), with the real instant (Date.now()) the attempt that was answered was sent. */
  async sent(method: Method, url: URL, body?: unknown): Promise<{ document: JsonApiDocument; sentAt: number }> {
    const bucket = bucketFor(method, url.pathname);
    const priority = this.options.priority ?? "interactive";
    const maxRetries = this.options.maxRetries ?? 4;
    for (let attempt = 0; ; attempt += 1) {
      await this.options.budget?.acquire(bucket, priority);
      const started = performance.now();
      const call = { method, url, bucket, attempt, workspaceId: this.options.workspaceId };
      try {
        const sentAt = Date.now();
        const answer = await inUpstreamSpan(call, () => this.once(method, url, body));
        await this.options.onOutcome?.({ ok: true, bucket, status: answer.status, seconds: secondsSince(started) });
        return { document: answer.document, sentAt };
      } catch (raw) {
        const error =
          raw instanceof UpstreamError
            ? raw
            : new UpstreamError("network", raw instanceof Error ? raw.message : String(raw));
        const status = error.upstreamStatus;
        await this.options.onOutcome?.({ ok: false, error, bucket, status, seconds: secondsSince(started) });
        if (error.kind === "rate_limited") {
          const seconds = error.retryAfter ?? Math.ceil(backoffDelayMs(attempt, { baseMs: 1000 }) / 1000);
          await this.options.budget?.pause(bucket, seconds);
          const cap = this.options.maxRetryAfterSeconds ?? 90;
          if (attempt >= maxRetries || seconds > cap) throw error;
          // With a shared budget the pause makes acquire() wait; without one, wait here.
          if (!this.options.budget) await sleep(seconds * 1000);
          continue;
        }
        const retryable =
          (error.kind === "server" || error.kind === "timeout" || error.kind === "network") && IDEMPOTENT.has(method);
        if (!retryable || attempt >= maxRetries) throw error;
        await sleep(backoffDelayMs(attempt, { baseMs: this.options.retryBaseMs ?? 500 }));
      }
    }
  }

  private async once(method: Method, url: URL, body: unknown): Promise<{ document: JsonApiDocument; status: number }> {
    const timeoutMs = this.options.timeoutMs ?? 15_000;
    this.requests += 1;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          Authorization: `Token ${this.options.apiKey}`,
          Accept: "application/vnd.api+json, application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/vnd.api+json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch (error) {
      // A fetch that refused the address itself (live mode's pinned fetch) already says why.
      if (error instanceof UpstreamError) throw error;
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError")
        throw new UpstreamError("timeout", `No answer from the tracking service within ${timeoutMs} ms.`);
      throw new UpstreamError("network", "The tracking service could not be reached.");
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new UpstreamError(
        "timeout",
        `The tracking service's answer did not finish within ${timeoutMs} ms.`,
        response.status,
      );
    }
    let json: unknown = undefined;
    if (text !== "") {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (!response.ok) {
      const kind = kindForStatus(response.status);
      const details = readErrors(json);
      const message = details[0]?.detail ?? details[0]?.title ?? `The tracking service answered ${response.status}.`;
      const retryAfter = response.status === 429 ? parseRetryAfter(response.headers.get("retry-after")) : null;
      throw new UpstreamError(kind, message, response.status, details, retryAfter);
    }
    const status = response.status;
    if (text === "") return { document: { data: null, included: [] }, status };
    if (json === undefined)
      throw new UpstreamError(
        "bad_response",
        "The tracking service answered with a body that is not JSON.",
        response.status,
      );
    // Non-JSON:API answers (refresh's {message}, webhook IPs) come back as meta so callers can read them.
    if (typeof json === "object" && json !== null && !("data" in json))
      return { document: { data: null, included: [], meta: json as Record<string, unknown> }, status };
    const parsed = documentSchema.safeParse(json);
    if (!parsed.success)
      throw new UpstreamError(
        "bad_response",
        "The tracking service's answer is not a JSON:API document we can read.",
        response.status,
      );
    return { document: parsed.data, status };
  }
}

function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}
