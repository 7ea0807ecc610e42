// How a page's error boundary (app/error.tsx, app/(app)/error.tsx) tells "the database is not reachable" from
// any other failure. In production a server error reaches the browser with its message replaced and only its
// digest kept; the page helpers (lib/server/http/page-errors.ts) give a database outage this fixed digest,
// which says what failed and nothing about how (no host, port, query or driver message).

export const DATABASE_UNAVAILABLE_DIGEST = "QUAYSIDE_DATABASE_UNAVAILABLE";

/** What the API says in the same case (lib/server/http-error.ts), in the words a page shows. */
export const DATABASE_UNAVAILABLE_TITLE = "Database not reachable, retrying";

/** Seconds between a page's own retries while the database is away (the API's Retry-After). */
export const DATABASE_RETRY_SECONDS = 5;

export function isDatabaseUnavailablePageError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "digest" in error &&
    (error as { digest: unknown }).digest === DATABASE_UNAVAILABLE_DIGEST
  );
}
