import "server-only";

import { containersVersion } from "@/lib/server/containers/page-cache";
import { db } from "@/lib/server/db";
import { liveHub } from "@/lib/server/live/hub";
import { createVersionedCache } from "@/lib/server/versioned-cache";

import { getCalendar } from "./calendar";

// A team looks at the same weeks: twenty dispatchers opening this month's calendar should cost one computation.
// As the board's pages (lib/server/containers/page-cache.ts): an answer is kept per process for a few seconds and
// only while the workspace's containers and work rows are unchanged (their rows' versions, read at most once a
// second, and forgotten at once when this process hears a change announced).
const answers = createVersionedCache({ ttlMs: 5_000, maxEntries: 100 });
const versions = createVersionedCache({ ttlMs: 1_000, maxEntries: 1_000 });
let watching = false;

async function workVersion(workspaceId: string): Promise<string> {
  const rows = await db.$queryRaw<{ n: number; v: string | null }[]>`
    SELECT count(*)::int AS n, sum(xmin::text::bigint)::text AS v FROM container_work WHERE workspace_id = ${workspaceId}::uuid`;
  return `${rows[0]?.n ?? 0}:${rows[0]?.v ?? ""}`;
}

function currentVersion(workspaceId: string): Promise<string> {
  if (!watching) {
    watching = true;
    liveHub().watch((message) => {
      if (message.topic === "containers" || message.topic === "freshness" || message.topic === "work") versions.forget(message.workspaceId);
    });
  }
  return versions.get(workspaceId, "", async () => `${await containersVersion(workspaceId)}|${await workVersion(workspaceId)}`);
}

/** The calendar's answer as JSON text: a month is MBs of entries, serialized once per change, not per request. */
export async function calendarJson(workspaceId: string, from: string, to: string): Promise<string> {
  return answers.get(`${workspaceId} ${from} ${to}`, await currentVersion(workspaceId), async () => JSON.stringify(await getCalendar(workspaceId, from, to)));
}
