import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

/** A value for a nullable Json column: SQL NULL for null/undefined. */
export function jsonColumn(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

export function jsonRequired(value: unknown): Prisma.InputJsonValue {
  return (value ?? {}) as Prisma.InputJsonValue;
}
