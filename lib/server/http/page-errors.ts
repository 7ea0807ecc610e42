import "server-only";

import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/shared/page-error";

import { noteDatabaseOutage } from "./database-outage";
import { isDatabaseUnavailable } from "./db-errors";

/**
 * A database outage while rendering a page: its digest is fixed, so the page's error boundary recognises it
 * and says what failed, and its message names nothing internal (the cause stays in the server log).
 */
export class DatabaseUnavailablePageError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;

  constructor() {
    super("The database is not reachable right now.");
    this.name = "DatabaseUnavailablePageError";
  }
}

/**
 * What a page should throw for `error`: a database outage becomes DatabaseUnavailablePageError (and is noted,
 * so the next pages answer 503 until the database is back: database-outage.ts); anything else, including
 * Next.js's redirect and forbidden signals, is returned as it is.
 */
export function toPageError(error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  logger.warn("database unavailable while rendering a page", { error: errorText(error) });
  // Loaded when needed: this module is also what unit tests of the classification load, without a database.
  noteDatabaseOutage(async () => (await import("@/lib/server/db")).db.$queryRaw`SELECT 1`);
  return new DatabaseUnavailablePageError();
}

/** A page's read, with a database outage turned into the page error above. */
export function pageRead<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    throw toPageError(error);
  });
}
