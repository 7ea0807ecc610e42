import "server-only";

import { watchedVersion } from "@/lib/server/live/watched-version";
import { rowsVersion } from "@/lib/server/rows-version";
import { createVersionedCache } from "@/lib/server/versioned-cache";

// Board pages are read far more often than containers change: twenty dispatchers on one workspace ask for the
// same first page over and over. A page is kept per process for a few seconds and only while the workspace's
// containers are untouched (their rows' version, lib/server/rows-version.ts). The TTL bounds how long
// days-left and stale flags wait for the clock.
//
// Reading that version scans the workspace's rows (7 ms at 10,000 containers), more than serving a cached page,
// so it is itself kept for up to a second (live/watched-version.ts).
// Past the TTL an unchanged page is served up to 5 s more while it is recomputed (versioned-cache.ts): days left
// then lag the clock by at most ~10 s.
const pages = createVersionedCache({ ttlMs: 5_000, maxEntries: 200, refreshMs: 5_000 });
const version = watchedVersion(["containers", "freshness"], (workspaceId) => containersVersion(workspaceId));

/** The containers' version as answers cached per process use it: read at most once a second, dropped on a change. */
export function cachedContainersVersion(workspaceId: string): Promise<string> {
  return version.get(workspaceId);
}

export function containersVersion(workspaceId: string): Promise<string> {
  return rowsVersion("containers", workspaceId);
}

export async function cachedPage<T>(workspaceId: string, key: string, load: () => Promise<T>): Promise<T> {
  return pages.get(`${workspaceId} ${key}`, await cachedContainersVersion(workspaceId), load);
}
