// Reads the throwaway database directly (job states, inbox rows, ids the faults need). One short connection
// per query, so a query made while PostgreSQL is down fails fast instead of holding a broken pool.
import pg from "pg";

export async function query<T extends Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, query_timeout: 10_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const result = await client.query<T>(sql, params);
    return result.rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function queryOne<T extends Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T | null> {
  return (await query<T>(url, sql, params))[0] ?? null;
}
