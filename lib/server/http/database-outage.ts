// Pure: this process's note that the database was found unreachable while rendering a page, shared with
// proxy.ts (a separate bundle in the same process, hence globalThis). While the note stands, proxy.ts asks
// `databaseStillDown()` before each page and answers 503 with the "database not reachable" page instead of
// rendering one that would fail; the first answer from the database clears the note. While the database is up
// nothing is noted and the proxy does no database work at all. Imports nothing server-only (proxy.ts loads it).

type Outage = { probe: () => Promise<unknown>; checking: Promise<boolean> | null; checkedAt: number; down: boolean };

const globalOutage = globalThis as unknown as { quaysideDatabaseOutage?: Outage | null };

/** A probe that waits longer than this counts as down (a server that accepts and never answers). */
const PROBE_TIMEOUT_MS = 2_000;
/** Concurrent requests share one probe, and a result stands this long. */
const PROBE_REUSE_MS = 1_000;

/** Records that the database did not answer; `probe` asks it again (a `SELECT 1`). */
export function noteDatabaseOutage(probe: () => Promise<unknown>): void {
  globalOutage.quaysideDatabaseOutage ??= { probe, checking: null, checkedAt: Date.now(), down: true };
}

/** False at once when no outage is noted; otherwise asks the database (shared, at most once a second). */
export async function databaseStillDown(now = Date.now()): Promise<boolean> {
  const outage = globalOutage.quaysideDatabaseOutage;
  if (!outage) return false;
  if (now - outage.checkedAt < PROBE_REUSE_MS) return outage.down;
  outage.checking ??= (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        outage.probe(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database probe timed out")), PROBE_TIMEOUT_MS);
        }),
      ]);
      globalOutage.quaysideDatabaseOutage = null;
      return false;
    } catch {
      outage.down = true;
      return true;
    } finally {
      clearTimeout(timer);
      outage.checkedAt = Date.now();
      outage.checking = null;
    }
  })();
  return outage.checking;
}

/** Forgets a noted outage (tests; in the app a probe that answers does this). */
export function clearDatabaseOutage(): void {
  globalOutage.quaysideDatabaseOutage = null;
}
