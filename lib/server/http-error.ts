import "server-only";

import { NextResponse } from "next/server";
import { ZodError } from "zod";

import { AppError, type ErrorBody } from "@/lib/shared/app-error";

import { logger } from "./logger";

/** Maps any thrown value to a JSON response in the error format; internals never reach the client. */
export function toErrorResponse(error: unknown): NextResponse<ErrorBody> {
  const appError = toAppError(error);
  const headers: Record<string, string> = {};
  if (appError.retryAfterSeconds !== undefined) headers["Retry-After"] = String(appError.retryAfterSeconds);
  return NextResponse.json(appError.toBody(), { status: appError.status, headers });
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError("validation_failed", "Some fields are not valid.", {
      details: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  }
  if (isPrismaError(error, "P2025")) return new AppError("not_found", "Not found.");
  if (isPrismaError(error, "P2002")) return new AppError("conflict", "That already exists.");
  logger.error("unhandled error", { error: error instanceof Error ? error.message : String(error) });
  return new AppError("internal", "Something went wrong on our side. Try again, or check the server log.");
}

function isPrismaError(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === code;
}
