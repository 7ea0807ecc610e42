// Typed errors of the tracking service, one class per kind of answer, so callers branch on `kind` and never
// parse messages. Pure (no server-only) so unit tests and scripts can import it.

export type UpstreamErrorKind =
  | "unauthorized" // 401: the key is wrong or revoked
  | "forbidden" // 403: the plan lacks the feature
  | "not_found" // 404 (also the Rails HTML 404 page)
  | "conflict" // 409 (duplicate document)
  | "validation" // 400, 422
  | "rate_limited" // 429
  | "server" // 5xx
  | "timeout" // no answer in time
  | "network" // connection refused, reset, DNS
  | "bad_response" // a body that is not the JSON we expect
  | "budget"; // our own shared budget said wait longer than the caller allows

export type UpstreamErrorDetail = { status?: string; title?: string | null; detail?: string | null; code?: string; pointer?: string; meta?: Record<string, unknown> };

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly details: UpstreamErrorDetail[] = [],
    /** Seconds, from Retry-After on a 429 (or our budget's own wait). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "UpstreamError";
  }

  /** Worth trying again later without a change: the service or the network, not the request. */
  get transient(): boolean {
    return this.kind === "server" || this.kind === "timeout" || this.kind === "network" || this.kind === "rate_limited" || this.kind === "budget";
  }

  /** The service could not be reached at all (for the "upstream down since" banner). */
  get unreachable(): boolean {
    return this.kind === "server" || this.kind === "timeout" || this.kind === "network";
  }
}

export function kindForStatus(status: number): UpstreamErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 400 || status === 422) return "validation";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "server";
  return "bad_response";
}

/** Retry-After as seconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
