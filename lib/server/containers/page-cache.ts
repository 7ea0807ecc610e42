import "server-only";

import { db } from "@/lib/server/db";
import { liveHub } from "@/lib/server/live/hub";
import { createVersionedCache } from "@/lib/server/versioned-cache";

// Board pages are read far more often than containers change: twenty dispatchers on one workspace ask for the
// same first page over and over. A page is kept per process for a few seconds and only while the workspace's
// containers are untouched. The version is read from PostgreSQL itself: the row count and the sum of the row
// versions (`xmin`, the id of the transaction that wrote each row; a sum, not a max, because a transaction
// that began earlier may commit later), so any writer — sync, webhook, recompute, another instance —
// invalidates it at once, with no bookkeeping in the write paths. The TTL bounds how long days-left and
// stale flags wait for the clock.
//
// Reading that version scans the workspace's rows (7 ms at 10,000 containers), more than serving a cached page,
// so it is itself kept for up to a second, and dropped at once when this process hears a change announced
// (every writer of the app NOTIFYs): a change is visible at once through the app, within a second otherwise.
const pages = createVersionedCache({ ttlMs: 5_000, maxEntries: 200 });
const VERSION_MEMO_MS = 1_000;
const versions = new Map<string, { at: number; value: Promise<string> }>();
let watching = false;

function currentVersion(workspaceId: string): Promise<string> {
  if (!watching) {
    watching = true;
    liveHub().watch((message) => {
      if (message.topic === "containers" || message.topic === "freshness") versions.delete(message.workspaceId);
    });
  }
  const memo = versions.get(workspaceId);
  if (memo && Date.now() - memo.at < VERSION_MEMO_MS) return memo.value;
  const value = containersVersion(workspaceId);
  versions.set(workspaceId, { at: Date.now(), value });
  value.catch(() => versions.delete(workspaceId));
  return value;
}

export async function containersVersion(workspaceId: string): Promise<string> {
  const rows = await db.$queryRaw<{ n: number; v: string | null }[]>`
    SELECT count(*)::int AS n, sum(xmin::text::bigint)::text AS v FROM containers WHERE workspace_id = ${workspaceId}::uuid`;
  return `${rows[0]?.n ?? 0}:${rows[0]?.v ?? ""}`;
}

export async function cachedPage<T>(workspaceId: string, key: string, load: () => Promise<T>): Promise<T> {
  return pages(`${workspaceId} ${key}`, await currentVersion(workspaceId), load);
}
