import "server-only";

import { db } from "@/lib/server/db";
import { watchedVersion } from "@/lib/server/live/watched-version";
import { createVersionedCache } from "@/lib/server/versioned-cache";

// Board pages are read far more often than containers change: twenty dispatchers on one workspace ask for the
// same first page over and over. A page is kept per process only while the workspace's containers are untouched:
// the newest change_seq of the workspace's rows, which a trigger moves on with every change a reader could see
// (migration 20261127144013_container_change_seq).
//
// That read is one step down an index (it summed every row's xmin before: 0.3–0.5 s at 300,000 boxes, once a
// second per app process), and is still kept for up to a second (live/watched-version.ts), which also counts the
// changes this process hears announced: a transaction that drew its sequence number before another's but
// committed after it leaves the newest number as it was, and its announcement is what tells.
//
// Time alone changes a page only at a box's reevaluate_at (lib/domain/next-time-change.ts: a zone's midnight, a
// freshness threshold), and the re-evaluation that runs every 10 s writes such boxes, which moves the version on.
// So the TTL is a backstop, not what keeps days left current: 30 s, served up to 30 s more while the successor is
// computed (versioned-cache.ts). At 5 s, recomputing each query shape in the background took one of the
// machine's two cores at 300,000 boxes. The response's `now` is read per request (query.ts), not cached.
const pages = createVersionedCache({ ttlMs: 30_000, maxEntries: 200, refreshMs: 30_000 });
const version = watchedVersion(["containers", "freshness"], (workspaceId) => containersVersion(workspaceId), [
  "containers",
]);

/** The containers' version as answers cached per process use it: read at most once a second, dropped on a change. */
export function cachedContainersVersion(workspaceId: string): Promise<string> {
  return version.get(workspaceId);
}

export async function containersVersion(workspaceId: string): Promise<string> {
  const [row] = await db.$queryRaw<{ seq: bigint | null }[]>`
    SELECT max(change_seq) AS seq FROM containers WHERE workspace_id = ${workspaceId}::uuid`;
  return String(row?.seq ?? 0);
}

export async function cachedPage<T>(workspaceId: string, key: string, load: () => Promise<T>): Promise<T> {
  return pages.get(`${workspaceId} ${key}`, await cachedContainersVersion(workspaceId), load);
}
