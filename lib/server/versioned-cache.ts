import "server-only";

// A per-process cache for answers that are read far more often than their data changes (board pages, reports,
// the data versions themselves). An entry is served only while the data's version is the one it was computed
// at, and for at most `ttlMs` (what depends on the clock — days left, hold ages — waits no longer). The promise
// itself is kept, so requests that arrive while an answer is being computed share that computation instead of
// repeating it. A memo that only expires passes one constant version.
export function createVersionedCache(options: { ttlMs: number; maxEntries: number }) {
  type Entry = { version: string; at: number; value: Promise<unknown> };
  const entries = new Map<string, Entry>();

  function get<T>(key: string, version: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < options.ttlMs) return hit.value as Promise<T>;
    const value = load();
    entries.delete(key);
    entries.set(key, { version, at: Date.now(), value });
    // A failed computation is not an answer: the next request tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Map keeps insertion order: the first key is the oldest.
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value ?? "");
    return value;
  }

  /** Drops an entry that a change is known to have made old. */
  function forget(key: string): void {
    entries.delete(key);
  }

  return { get, forget };
}
