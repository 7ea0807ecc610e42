// GET /api/health, read by the error states while the database is away. A plain function, not a query hook:
// an error boundary may render where no query cache is, and it polls on its own timer.

/** The database is down when the health check says so (503 with db "down"); false when it answers or on doubt. */
export async function fetchDatabaseDown(): Promise<boolean> {
  try {
    const response = await fetch("/api/health", { cache: "no-store" });
    if (response.ok) return false;
    const body = (await response.json()) as { db?: unknown };
    return body.db === "down";
  } catch {
    // The app itself did not answer: not something the database state would explain.
    return false;
  }
}
