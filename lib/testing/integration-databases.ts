// Integration test files run in parallel, one database per Vitest worker: each is a copy of the migrated
// DATABASE_URL, so a file sees only its own worker's earlier files, as it saw every earlier file when they all
// ran one after another in a single database.

/** The database of worker `poolId` (1-based) beside the migrated template `url` (scripts copyDatabase's names). */
export function workerDatabaseUrl(url: string, poolId: string): string {
  const target = new URL(url);
  target.pathname = `${target.pathname}_w${poolId}`;
  return target.toString();
}
