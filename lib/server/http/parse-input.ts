// Pure: no server-only imports, so unit tests load it.
import type { z } from "zod";

import { AppError } from "@/lib/shared/app-error";

/**
 * Validates a route's input. Bad input is a 400 with the first problem as the message (the work routes promise
 * 400 for every bad input, from an unknown assignee to an empty selection), and every problem in `details`.
 */
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
