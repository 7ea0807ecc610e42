import "server-only";

import { db } from "@/lib/server/db";
import { createVersionedCache } from "@/lib/server/versioned-cache";

// Board pages are read far more often than containers change: twenty dispatchers on one workspace ask for the
// same first page over and over. A page is kept per process for a few seconds and only while the workspace's
// containers are untouched. The version is read from PostgreSQL itself: the row count and the sum of the row
// versions (`xmin`, the id of the transaction that wrote each row; a sum, not a max, because a transaction
// that began earlier may commit later), so any writer — sync, webhook, recompute, another instance —
// invalidates it at once, with no bookkeeping in the write paths. The TTL bounds how long days-left and
// stale flags wait for the clock.
const pages = createVersionedCache({ ttlMs: 5_000, maxEntries: 200 });

export async function containersVersion(workspaceId: string): Promise<string> {
  const rows = await db.$queryRaw<{ n: number; v: string | null }[]>`
    SELECT count(*)::int AS n, sum(xmin::text::bigint)::text AS v FROM containers WHERE workspace_id = ${workspaceId}::uuid`;
  return `${rows[0]?.n ?? 0}:${rows[0]?.v ?? ""}`;
}

export async function cachedPage<T>(workspaceId: string, key: string, load: () => Promise<T>): Promise<T> {
  return pages(`${workspaceId} ${key}`, await containersVersion(workspaceId), load);
}
