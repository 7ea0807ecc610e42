import "server-only";

import { db } from "@/lib/server/db";

// Board pages are read far more often than containers change: twenty dispatchers on one workspace ask for the
// same first page over and over. A page is kept per process for a few seconds and only while the workspace's
// containers are untouched. The version is read from PostgreSQL itself: the row count and the sum of the row
// versions (`xmin`, the id of the transaction that wrote each row; a sum, not a max, because a transaction
// that began earlier may commit later), so any writer — sync, webhook, recompute, another instance —
// invalidates it at once, with no bookkeeping in the write paths. The TTL bounds how long days-left and
// stale flags wait for the clock.
const TTL_MS = 5_000;
const MAX_ENTRIES = 200;

type Entry<T> = { version: string; at: number; value: T };
const entries = new Map<string, Entry<unknown>>();

export async function containersVersion(workspaceId: string): Promise<string> {
  const rows = await db.$queryRaw<{ n: number; v: string | null }[]>`
    SELECT count(*)::int AS n, sum(xmin::text::bigint)::text AS v FROM containers WHERE workspace_id = ${workspaceId}::uuid`;
  return `${rows[0]?.n ?? 0}:${rows[0]?.v ?? ""}`;
}

export async function cachedPage<T>(workspaceId: string, key: string, load: () => Promise<T>): Promise<T> {
  const version = await containersVersion(workspaceId);
  const id = `${workspaceId} ${key}`;
  const hit = entries.get(id);
  if (hit && hit.version === version && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  entries.delete(id);
  entries.set(id, { version, at: Date.now(), value });
  // Map keeps insertion order: the first key is the oldest.
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? "");
  return value;
}
