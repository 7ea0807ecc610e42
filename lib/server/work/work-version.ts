import "server-only";

import { db } from "@/lib/server/db";
import { liveHub } from "@/lib/server/live/hub";
import { createVersionedCache } from "@/lib/server/versioned-cache";

// The version of a workspace's team work (assignments and plans, notes, watches), read as
// lib/server/rows-version.ts reads containers': row counts and sums of `xmin`, so any writer changes it.
// Answers built from work rows (board rows' work columns, the calendar) are kept while it stands. It is read at
// most once a second and forgotten at once when this process hears a `work` change announced (every work writer
// announces one, lib/server/work/notify.ts), so the app's own changes show immediately.
const versions = createVersionedCache({ ttlMs: 1_000, maxEntries: 1_000 });
let watching = false;

async function readWorkVersion(workspaceId: string): Promise<string> {
  const rows = await db.$queryRaw<{ v: string }[]>`
    SELECT concat_ws(':',
      (SELECT count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) FROM container_work WHERE workspace_id = ${workspaceId}::uuid),
      (SELECT count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) FROM container_notes WHERE workspace_id = ${workspaceId}::uuid),
      (SELECT count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) FROM container_watches WHERE workspace_id = ${workspaceId}::uuid)
    ) AS v`;
  return rows[0]?.v ?? "";
}

export function workVersion(workspaceId: string): Promise<string> {
  if (!watching) {
    watching = true;
    liveHub().watch((message) => {
      if (message.topic === "work") versions.forget(message.workspaceId);
    });
  }
  return versions.get(workspaceId, "", () => readWorkVersion(workspaceId));
}

/** Drops this process's read of the version (the writer's own process, before its NOTIFY comes back). */
export function forgetWorkVersion(workspaceId: string): void {
  versions.forget(workspaceId);
}
