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
  // The probe opens a connection of its own rather than wait in the pool: a pool busy with a flood of requests
  // is not a database that is down, and must not turn every page into a 503.
  noteDatabaseOutage(probeOwnConnection);
  return new DatabaseUnavailablePageError();
}

async function probeOwnConnection(): Promise<void> {
  // Loaded when needed: this module is also what unit tests of the classification load, without a database.
  const [{ default: pg }, { env }] = await Promise.all([import("pg"), import("@/lib/env.mjs")]);
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A page's read, with a database outage turned into the page error above. */
export function pageRead<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    throw toPageError(error);
  });
}
