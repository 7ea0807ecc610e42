// The name of a copy of a test database, in one place: scripts/lib/local-runtime.ts makes the copies, and an
// integration worker (lib/testing/integration-worker-env.ts) finds its own by this name. Pure, with no imports:
// the worker reads it before lib/env.mjs may be loaded.

/** Copy `n` (from 1) of the database at `url`: `<name>_<suffix><n>` on the same server. */
export function databaseCopyUrl(url: string, suffix: string, n: number | string): string {
  const copy = new URL(url);
  copy.pathname = `${copy.pathname}_${suffix}${n}`;
  return copy.toString();
}
