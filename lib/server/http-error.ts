import "server-only";

import { NextResponse } from "next/server";
import { ZodError } from "zod";

import { AppError, type ErrorBody } from "@/lib/shared/app-error";
import { errorText } from "@/lib/server/error-text";
import { UpstreamError } from "@/lib/server/upstream/errors";

import { isBadCharacter, isBadValue, isDatabaseUnavailable } from "./http/db-errors";
import { logger } from "./logger";

/** Seconds a client should wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Maps any thrown value to a JSON response in the error format; internals never reach the client. */
export function toErrorResponse(error: unknown): NextResponse<ErrorBody> {
  const appError = toAppError(error);
  const headers: Record<string, string> = {};
  if (appError.retryAfterSeconds !== undefined) headers["Retry-After"] = String(appError.retryAfterSeconds);
  // The rest of a refused body (too large, too slow) was never read: close the connection after answering
  // rather than keep it alive with unread bytes in it.
  if (appError.code === "payload_too_large" || appError.code === "request_timeout") headers["Connection"] = "close";
  return NextResponse.json(appError.toBody(), { status: appError.status, headers });
}

export function toAppError(error: unknown): AppError {
  // A person is told what to do; the operator needs the service's own status and words.
  if (error instanceof UpstreamError) logger.warn("tracking service call failed", { error: errorText(error) });
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError("validation_failed", "Some fields are not valid.", {
      details: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  }
  if (isPrismaError(error, "P2025")) return new AppError("not_found", "Not found.");
  if (isPrismaError(error, "P2002")) return new AppError("conflict", "That already exists.");
  if (isDatabaseUnavailable(error)) {
    logger.warn("database unavailable", { error: errorText(error) });
    return new AppError("unavailable", "The database is not reachable right now. Try again in a moment.", {
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
    });
  }
  if (isBadCharacter(error)) {
    return new AppError(
      "bad_request",
      "The request contains a character that cannot be stored (such as a NUL, \\u0000); remove it and try again.",
    );
  }
  if (isBadValue(error)) {
    // Logged: the edge that let this value through should validate it, and the log says which query it was.
    logger.warn("database refused a value from the request", { error: errorText(error) });
    return new AppError(
      "bad_request",
      "A value in the request is out of range or not of the expected kind (such as a number, date or id); check it and try again.",
    );
  }
  logger.error("unhandled error", { error: errorText(error) });
  return new AppError("internal", "Something went wrong on our side. Try again, or check the server log.");
}

function isPrismaError(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === code;
}
