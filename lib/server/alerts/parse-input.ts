import "server-only";

import type { z } from "zod";

import { AppError } from "@/lib/shared/app-error";

/** Parses request input; invalid input is a 400 naming the first problem (every problem in `details`). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  throw new AppError(
    "bad_request",
    first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "The request is not valid.",
    { details: issues },
  );
}
