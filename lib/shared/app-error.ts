// The one error type of the app. Route handlers and server actions throw it; lib/server/http-error.ts maps it
// (and anything else) to an HTTP response in the one error format: {"error": {"code", "message", "details"?}}.
export type AppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "validation_failed"
  | "request_timeout"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "upstream_unavailable"
  | "unavailable"
  | "internal";

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  upstream_unavailable: 503,
  unavailable: 503,
  internal: 500,
};

export type ErrorBody = { error: { code: AppErrorCode; message: string; details?: unknown } };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message: string, options: { details?: unknown; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}
