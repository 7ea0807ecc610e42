// Typed errors of the tracking service, one class per kind of answer, so callers branch on `kind` and never
// parse messages. Each one is already the AppError a person sees (code, status, message, Retry-After), mapped
// here once, so an upstream refusal that reaches lib/server/http-error.ts answers as itself (a 429 stays a 429
// with its Retry-After) without any caller translating it. Pure (no server-only) so unit tests and scripts can
// import it.
import { AppError, type AppErrorCode } from "../../shared/app-error";

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

export type UpstreamErrorDetail = {
  status?: string;
  title?: string | null;
  detail?: string | null;
  code?: string;
  pointer?: string;
  meta?: Record<string, unknown>;
};

/** Retry-After we answer when the service (or our budget) said to wait but not for how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export class UpstreamError extends AppError {
  /** The service's own words (or ours about the connection): for logs and stored reasons, not for people. */
  readonly reason: string;

  constructor(
    readonly kind: UpstreamErrorKind,
    reason: string,
    /** The status the service answered with; null when there was no answer. */
    readonly upstreamStatus: number | null = null,
    /** The service's JSON:API error objects. */
    readonly errors: UpstreamErrorDetail[] = [],
    /**
     * Seconds, from Retry-After on a 429 (or our budget's own wait); null when it said nothing. Pausing our own
     * request bucket reads this; what a person is told to wait is `retryAfterSeconds` (AppError's), which falls
     * back to a minute when the service gave no figure.
     */
    readonly retryAfter: number | null = null,
  ) {
    const mapped = toAppErrorFields(kind, reason, errors, retryAfter);
    super(mapped.code, mapped.message, mapped.options);
    this.name = "UpstreamError";
    this.reason = reason;
  }

  /** Worth trying again later without a change: the service or the network, not the request. */
  get transient(): boolean {
    return (
      this.kind === "server" ||
      this.kind === "timeout" ||
      this.kind === "network" ||
      this.kind === "rate_limited" ||
      this.kind === "budget"
    );
  }

  /** The service could not be reached at all (for the "upstream down since" banner). */
  get unreachable(): boolean {
    return this.kind === "server" || this.kind === "timeout" || this.kind === "network";
  }
}

type AppErrorFields = {
  code: AppErrorCode;
  message: string;
  options: { details?: unknown; retryAfterSeconds?: number };
};

/** What a person is told about each kind of upstream failure. */
function toAppErrorFields(
  kind: UpstreamErrorKind,
  reason: string,
  errors: UpstreamErrorDetail[],
  retryAfter: number | null,
): AppErrorFields {
  if (kind === "rate_limited" || kind === "budget") {
    return {
      code: "rate_limited",
      message: "The tracking service's request limit is reached; try again in a minute.",
      options: { retryAfterSeconds: retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS },
    };
  }
  if (kind === "validation") return { code: "validation_failed", message: reason, options: { details: errors } };
  if (kind === "not_found")
    return { code: "not_found", message: "The tracking service does not know that item.", options: {} };
  if (kind === "unauthorized" || kind === "forbidden")
    return { code: "forbidden", message: `The tracking service refused: ${reason}`, options: {} };
  return {
    code: "upstream_unavailable",
    message: "The tracking service is not answering right now; the board keeps showing the last known data.",
    options: {},
  };
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
