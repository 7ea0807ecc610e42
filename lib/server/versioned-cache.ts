import "server-only";

// A per-process cache for answers that are read far more often than their data changes (board pages, reports,
// the data versions themselves). An entry is served only while the data's version is the one it was computed
// at, and for at most `ttlMs` (what depends on the clock — days left, hold ages — waits no longer). The promise
// itself is kept, so requests that arrive while an answer is being computed share that computation instead of
// repeating it. A memo that only expires passes one constant version.
//
// With `refreshMs`, an answer past its TTL whose data is unchanged is still served for up to that long while one
// request computes its successor in the background: a hot board page then never makes a reader wait for the
// clock (an uncached page costs 60–80 ms; waiting for it put every fifth-second reader in the p95). A change to
// the data is never served stale: a new version always computes.
export function createVersionedCache(options: { ttlMs: number; maxEntries: number; refreshMs?: number }) {
  type Entry = { version: string; at: number; value: Promise<unknown>; settled: boolean; refreshing: boolean };
  const entries = new Map<string, Entry>();

  function store<T>(key: string, version: string, at: number, value: Promise<T>): void {
    const entry: Entry = { version, at, value, settled: false, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      () => (entry.settled = true),
      // A failed computation is not an answer: the next request tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    // Map keeps insertion order: the first key is the oldest.
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value ?? "");
  }

  function get<T>(key: string, version: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && hit.version === version && age < options.ttlMs) return hit.value as Promise<T>;
    if (hit && hit.version === version && hit.settled && age < options.ttlMs + (options.refreshMs ?? 0)) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const at = Date.now();
        // The successor replaces the entry only once it is ready; until then readers keep the old answer.
        load().then(
          (value) => {
            if (entries.get(key) === hit) store(key, version, at, Promise.resolve(value));
          },
          () => (hit.refreshing = false),
        );
      }
      return hit.value as Promise<T>;
    }
    const value = load();
    store(key, version, Date.now(), value);
    return value;
  }

  /** Drops an entry that a change is known to have made old. */
  function forget(key: string): void {
    entries.delete(key);
  }

  return { get, forget };
}
